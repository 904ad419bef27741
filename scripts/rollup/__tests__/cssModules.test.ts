import { join } from 'node:path';
import alias from '@rollup/plugin-alias';
import { type RollupLog, rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { CSS_MODULES_TO_EMPTY, isShimmedCssString, STYLE_INJECTION_TO_NOTHING } from '../cssModules.mjs';
import { writeFixture } from './fixtures';

/** Bundles `entry` the way the drop-in does; warnings other than shimmed CSS strings throw. */
async function bundle(dir: string) {
  const build = await rollup({
    input: join(dir, 'widget.js'),
    plugins: [alias({ entries: [CSS_MODULES_TO_EMPTY, STYLE_INJECTION_TO_NOTHING] })],
    shimMissingExports: true,
    onwarn(warning: RollupLog) {
      if (!isShimmedCssString(warning)) throw new Error(warning.message);
    },
  });
  const { output } = await build.generate({ format: 'es' });
  return output[0].code;
}

describe('CSS modules in the drop-in', () => {
  it('become empty: the CSS text is not bundled and the string reads as undefined', async () => {
    const dir = writeFixture({
      'widget.js':
        "import { pillCss } from './pillCss.js';\nimport { dialogCss } from './ui/dialogCss.js';\nexport const styles = [pillCss, dialogCss];",
      'pillCss.js': 'export const pillCss = `.pill { color: rebeccapurple; }`;',
      'ui/dialogCss.js': 'export const dialogCss = `.dialog { inset: 0; }`;',
    });
    const code = await bundle(dir);
    expect(code).not.toContain('rebeccapurple');
    expect(code).not.toContain('inset');
    const { styles } = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(styles).toEqual([undefined, undefined]);
  });

  it('are not injected either: the injector does nothing', async () => {
    const dir = writeFixture({
      'widget.js': [
        "import { useStyles } from './ui/useStyles.js';",
        "import { pillCss } from './pillCss.js';",
        "export const render = () => { useStyles('pill', pillCss); return 'rendered'; };",
      ].join('\n'),
      'pillCss.js': 'export const pillCss = `.pill { color: rebeccapurple; }`;',
      'ui/useStyles.js': 'export function useStyles(id, css) { document.head.append(id + css); }',
    });
    const code = await bundle(dir);
    expect(code).not.toContain('document.head');
    const { render } = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(render()).toBe('rendered');
  });

  it('leave every other missing export an error', async () => {
    const dir = writeFixture({
      'widget.js': "import { helper } from './helper.js';\nexport const value = helper;",
      'helper.js': 'export const other = 1;',
    });
    await expect(bundle(dir)).rejects.toThrow(/helper/);
  });
});
