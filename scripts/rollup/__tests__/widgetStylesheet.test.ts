import { join } from 'node:path';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { widgetStylesheet } from '../widgetStylesheet.mjs';
import { writeFixture } from './fixtures';

describe('widgetStylesheet', () => {
  it('emits the base styles, then each package’s exported CSS strings in the order given', async () => {
    const dir = writeFixture({
      'base.css': ':root { --sf-gap: 8px; }\n',
      'pill/index.js':
        "export const pillCss = '  .pill { color: red; }  ';\nexport const pillLabel = 'not css';",
      'form/index.js': "export const formCss = '.form { gap: var(--sf-gap); }';",
      'entry.js': 'export default 1;',
    });
    const build = await rollup({ input: join(dir, 'entry.js') });
    const { output } = await build.generate({
      format: 'es',
      plugins: [
        widgetStylesheet({
          fileName: 'storefront.css',
          base: join(dir, 'base.css'),
          packages: [
            { name: '@storefront-widgets/form', entry: join(dir, 'form/index.js') },
            { name: '@storefront-widgets/missing', entry: join(dir, 'missing/index.js') },
            { name: '@storefront-widgets/pill', entry: join(dir, 'pill/index.js') },
          ],
        }),
      ],
    });
    const css = output.find((file) => file.fileName === 'storefront.css');
    expect(css?.type === 'asset' && String(css.source)).toBe(
      [
        ':root { --sf-gap: 8px; }\n',
        '/* @storefront-widgets/form: formCss */\n.form { gap: var(--sf-gap); }\n',
        '/* @storefront-widgets/pill: pillCss */\n.pill { color: red; }\n',
      ].join('\n'),
    );
  });
});
