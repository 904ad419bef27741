import { join } from 'node:path';
import { type OutputChunk, type Plugin, rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { sharedRuntimeChunk } from '../sharedRuntimeChunk.mjs';
import { writeFixture } from './fixtures';

/**
 * A loader that lazily imports a runtime and four widgets: the page's two widgets share `ui` and
 * `store` with the others, `forms` is shared by the other two only, and `log` is the loader's.
 */
const SITE = {
  'loader.js': [
    "import { log } from './log.js';",
    // Like the drop-in's loader: no exports of its own.
    'globalThis.widgets = {',
    "  runtime: () => import('./runtime.js'),",
    "  button: () => import('./button.js'),",
    "  pill: () => import('./pill.js'),",
    "  form: () => import('./form.js'),",
    "  signup: () => import('./signup.js'),",
    '};',
    'log("start");',
  ].join('\n'),
  'runtime.js':
    "import { store } from './store.js';\nimport { log } from './log.js';\nexport const runtime = () => log(store());",
  'button.js':
    "import { ui } from './ui.js';\nimport { store } from './store.js';\nexport const button = () => ui('button') + store() + ' buttonOwnCode';",
  'pill.js': "import { ui } from './ui.js';\nexport const pill = () => ui('pill') + ' pillOwnCode';",
  'form.js':
    "import { ui } from './ui.js';\nimport { fields } from './forms.js';\nexport const form = () => ui('form') + fields();",
  'signup.js':
    "import { fields } from './forms.js';\nimport { store } from './store.js';\nexport const signup = () => fields() + store();",
  'ui.js': "export const ui = (name) => '<' + name + '>' + ' uiCode';",
  'store.js': "export const store = () => 'storeCode';",
  'forms.js': "export const fields = () => 'formsCode';",
  'log.js': 'export const log = (text) => console.log(text);',
};

async function build(
  dir: string,
  page: { widgets: string[]; included?: string[]; interactive?: string; click?: string },
  plugins: Plugin[] = [],
) {
  const input = { loader: join(dir, 'loader.js') };
  const plugin = sharedRuntimeChunk({
    runtime: join(dir, 'runtime.js'),
    widgets: page.widgets.map((name) => join(dir, name)),
    included: (page.included ?? []).map((name) => join(dir, name)),
    ...(page.interactive ? { interactive: join(dir, page.interactive) } : {}),
    ...(page.click ? { click: join(dir, page.click) } : {}),
  });
  const bundle = await rollup({ input, plugins: [plugin, ...plugins] });
  const { output } = await bundle.generate({ format: 'es', chunkFileNames: 'chunks/[name].js' });
  const chunks = output.filter((file): file is OutputChunk => file.type === 'chunk');
  const holding = (text: string) =>
    chunks.filter((chunk) => chunk.code.includes(text)).map((c) => c.fileName);
  return { chunks, holding };
}

describe('sharedRuntimeChunk', () => {
  it("merges what the page's widgets share into the runtime chunk and keeps the rest apart", async () => {
    const dir = writeFixture(SITE);
    // Without the plugin Rollup gives `ui`, `store` and `forms` chunks of their own.
    const plain = await rollup({ input: { loader: join(dir, 'loader.js') } });
    const { output } = await plain.generate({ format: 'es', chunkFileNames: 'chunks/[name].js' });
    expect(output.map((file) => file.fileName)).toEqual(
      expect.arrayContaining(['chunks/ui.js', 'chunks/store.js']),
    );

    const { chunks, holding } = await build(dir, { widgets: ['button.js', 'pill.js'] });
    expect(holding('storeCode')).toEqual(['chunks/runtime.js']);
    expect(holding('uiCode')).toEqual(['chunks/runtime.js']);
    // Each widget keeps its own code; the loader keeps its own modules.
    expect(holding('buttonOwnCode')).toEqual(['chunks/button.js']);
    expect(holding('pillOwnCode')).toEqual(['chunks/pill.js']);
    expect(holding('console.log')).toEqual(['loader.js']);
    // What only the other widgets share stays out of the page's files.
    expect(holding('formsCode')).toEqual(['chunks/forms.js']);
    // The page downloads the loader, the runtime and its two widgets: nothing else.
    const page = ['chunks/runtime.js', 'chunks/button.js', 'chunks/pill.js'];
    const imports = new Set(chunks.filter((c) => page.includes(c.fileName)).flatMap((c) => c.imports));
    expect([...imports].sort()).toEqual(['chunks/runtime.js', 'loader.js']);
  });

  it('an included widget (one every page shows) joins the runtime whole', async () => {
    const dir = writeFixture(SITE);
    const { chunks, holding } = await build(dir, { widgets: ['button.js'], included: ['pill.js'] });
    expect(holding('pillOwnCode')).toEqual(['chunks/runtime.js']);
    expect(holding('buttonOwnCode')).toEqual(['chunks/button.js']);
    expect(holding('uiCode')).toEqual(['chunks/runtime.js']);
    expect(chunks.map((chunk) => chunk.fileName)).not.toContain('chunks/pill.js');
  });

  it('what the interactive chunk imports joins it, but for what the runtime and the loader hold', async () => {
    const dir = writeFixture({
      ...SITE,
      'loader.js': SITE['loader.js'].replace(
        'globalThis.widgets = {',
        "globalThis.widgets = {\n  later: () => import('./interactive.js'),",
      ),
      'interactive.js':
        "import { client } from './client.js';\nimport { format } from './format.js';\nimport { store } from './store.js';\nexport const later = () => client() + format() + store();",
      'client.js': "export const client = () => 'clientCode';",
      'format.js': "export const format = () => 'formatCode';",
      // Another widget needs the messages too (and loads the interactive chunk before mounting).
      'signup.js':
        "import { fields } from './forms.js';\nimport { format } from './format.js';\nexport const signup = () => fields() + format();",
    });
    const { chunks, holding } = await build(dir, {
      widgets: ['button.js', 'pill.js'],
      interactive: 'interactive.js',
    });
    expect(holding('clientCode')).toEqual(['chunks/interactive.js']);
    expect(holding('formatCode')).toEqual(['chunks/interactive.js']);
    expect(holding('storeCode')).toEqual(['chunks/runtime.js']);
    expect(holding('formsCode')).toEqual(['chunks/forms.js']);
    const signup = chunks.find((chunk) => chunk.fileName === 'chunks/signup.js');
    expect(signup?.imports).toContain('chunks/interactive.js');
    // Without the option, the messages are a chunk of their own.
    const plain = await build(dir, { widgets: ['button.js', 'pill.js'] });
    expect(plain.holding('formatCode')).toEqual(['chunks/format.js']);
  });

  it('what the click chunk shares only with chunks the page never loads joins it', async () => {
    const dir = writeFixture({
      ...SITE,
      'loader.js': SITE['loader.js'].replace(
        'globalThis.widgets = {',
        "globalThis.widgets = {\n  later: () => import('./interactive.js'),",
      ),
      'interactive.js':
        "import { clock } from './clock.js';\nexport const later = () => 'clientCode' + clock();",
      // The button loads its click's code after mounting.
      'button.js':
        "import { ui } from './ui.js';\nexport const button = () => ui('button') + ' buttonOwnCode';\nexport const click = () => import('./click.js');",
      'click.js':
        "import { checks } from './checks.js';\nimport { clock } from './clock.js';\nexport const add = () => checks() + clock() + ' clickOwnCode';",
      // Another page's widget shares the click's messages.
      'signup.js': "import { checks } from './checks.js';\nexport const signup = () => checks();",
      'checks.js': "export const checks = () => 'checksCode';",
      // The interactive chunk, which the page loads anyway, shares the clock.
      'clock.js': "export const clock = () => 'clockCode';",
    });
    const page = { widgets: ['button.js', 'pill.js'], interactive: 'interactive.js' };
    const { chunks, holding } = await build(dir, { ...page, click: 'click.js' });
    expect(holding('checksCode')).toEqual(['chunks/click.js']);
    expect(chunks.find((chunk) => chunk.fileName === 'chunks/signup.js')?.imports).toContain(
      'chunks/click.js',
    );
    expect(holding('clockCode')).toEqual(['chunks/interactive.js']);
    // Without the option, the click's messages are a chunk of their own that the click imports.
    const plain = await build(dir, page);
    expect(plain.holding('checksCode')).toEqual(['chunks/checks.js']);
  });

  it('a dynamic import that only re-exports is its chunk, not a facade file of its own', async () => {
    const dir = writeFixture({
      ...SITE,
      'button.js':
        "import { ui } from './ui.js';\nexport const button = () => ui('button') + ' buttonOwnCode';\nexport const click = () => import('./click.js');",
      'click.js': "export { add } from './controller.js';",
      'controller.js': "export const add = () => 'controllerCode';",
    });
    const { chunks, holding } = await build(dir, { widgets: ['button.js', 'pill.js'] });
    const [file] = holding('controllerCode');
    const button = chunks.find((chunk) => chunk.fileName === 'chunks/button.js');
    // The button's import points straight at the file holding the controller.
    expect(button?.dynamicImports).toEqual([file]);
    expect(chunks.find((chunk) => chunk.fileName === file)?.exports).toEqual(['add']);
  });

  it("a runtime the loader imports statically takes what joins it into the loader's file", async () => {
    const dir = writeFixture({
      ...SITE,
      'loader.js': `import { runtime } from './runtime.js';\n${SITE['loader.js'].replace("  runtime: () => import('./runtime.js'),\n", '')}\nruntime();`,
    });
    const { chunks, holding } = await build(dir, { widgets: ['button.js'], included: ['pill.js'] });
    for (const code of ['storeCode', 'uiCode', 'pillOwnCode', 'console.log']) {
      expect(holding(code), code).toEqual(['loader.js']);
    }
    expect(holding('buttonOwnCode')).toEqual(['chunks/button.js']);
    expect(chunks.map((chunk) => chunk.fileName).sort()).toEqual([
      'chunks/button.js',
      'chunks/form.js',
      'chunks/forms.js',
      'chunks/signup.js',
      'loader.js',
    ]);
  });

  it("learns the default split from the build's own modules: each is resolved, loaded and transformed once", async () => {
    const dir = writeFixture(SITE);
    const loaded: string[] = [];
    const transformed: string[] = [];
    // A stand-in for the drop-in's costly plugins (TypeScript, the aliases): it tags what it
    // transforms, so the split is learnt from the transformed code, not from the files.
    const counting: Plugin = {
      name: 'counting',
      load(id) {
        loaded.push(id);
        return null;
      },
      transform(code, id) {
        transformed.push(id);
        return `${code}\n/* transformed */`;
      },
    };
    const { chunks, holding } = await build(dir, { widgets: ['button.js', 'pill.js'] }, [counting]);
    const modules = Object.keys(SITE).map((name) => join(dir, name));
    expect(loaded.sort()).toEqual(modules.sort());
    expect(transformed.sort()).toEqual(modules.sort());
    // The split is the one the test above checks, from the transformed code.
    expect(holding('uiCode')).toEqual(['chunks/runtime.js']);
    expect(holding('formsCode')).toEqual(['chunks/forms.js']);
    expect(chunks.every((chunk) => chunk.code.includes('/* transformed */'))).toBe(true);
  });

  it('fails the build, naming the module, when a page module is not in the build', async () => {
    const dir = writeFixture(SITE);
    const input = { loader: join(dir, 'loader.js') };
    const plugin = sharedRuntimeChunk({
      runtime: join(dir, 'runtime.js'),
      widgets: [join(dir, 'gone.js')],
    });
    const bundle = await rollup({ input, plugins: [plugin] });
    await expect(bundle.generate({ format: 'es' })).rejects.toThrow(/gone\.js/);
    await bundle.close();
  });
});
