import { join } from 'node:path';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { loadedChunks, PRELOAD_HELPER, preloadDynamicImports } from '../preloadDynamicImports.mjs';
import { writeFixture } from './fixtures';

async function build(
  files: Record<string, string>,
  format: 'es' | 'iife' = 'es',
  entries: string[] = ['loader'],
) {
  const dir = writeFixture(files);
  const bundle = await rollup({
    input: Object.fromEntries(entries.map((name) => [name, join(dir, `${name}.js`)])),
    plugins: [preloadDynamicImports()],
  });
  const { output } = await bundle.generate({
    format,
    chunkFileNames: 'chunks/[name].js',
    ...(format === 'iife' ? { inlineDynamicImports: true } : {}),
  });
  return Object.fromEntries(output.map((file) => [file.fileName, file.type === 'chunk' ? file.code : '']));
}

const WIDGETS = {
  'loader.js': [
    "export const pill = () => import('./pill.js');",
    "export const button = () => import('./button.js');",
    "export const plain = () => import('./plain.js');",
  ].join('\n'),
  'pill.js':
    "import { ui } from './ui.js';\nimport { store } from './store.js';\nexport const pill = ui + store;",
  'button.js':
    "import { ui } from './ui.js';\nimport { store } from './store.js';\nexport const button = ui + store + 1;",
  'plain.js': 'export const plain = 1;',
  'ui.js': "export const ui = 'ui';",
  'store.js': "import { ui } from './ui.js';\nexport const store = 'store' + ui;",
};

/** A widget whose dialog needs a chunk the widget does not have, and a panel that has everything. */
const WITH_DIALOGS = {
  ...WIDGETS,
  'button.js':
    "import { ui } from './ui.js';\nimport { store } from './store.js';\nexport const button = ui + store + 1;\nexport const open = () => import('./dialog.js');",
  'plain.js': "import { shell } from './shell.js';\nexport const plain = shell;",
  'dialog.js':
    "import { shell } from './shell.js';\nimport { store } from './store.js';\nexport const dialog = shell + store;",
  'shell.js': "export const shell = 'shell';",
  'pill.js':
    "import { ui } from './ui.js';\nimport { store } from './store.js';\nexport const pill = ui + store;\nexport const panel = () => import('./panel.js');",
  'panel.js': "import { store } from './store.js';\nexport const panel = store;",
};

describe('preloadDynamicImports', () => {
  it("preloads a dynamic import's chunks with it, from the importer's folder", async () => {
    const code = await build(WIDGETS);
    const loader = code['loader.js'] ?? '';
    expect(loader).toContain(
      "(__sfPreload(import.meta.url, ['./chunks/store.js']), import('./chunks/pill.js'))",
    );
    expect(loader).toContain(
      "(__sfPreload(import.meta.url, ['./chunks/store.js']), import('./chunks/button.js'))",
    );
    // A chunk with no imports of its own is a plain import, and the helper is defined once.
    expect(loader).toContain("import('./chunks/plain.js')");
    expect(loader.match(/function __sfPreload/g)).toHaveLength(1);
    // No other chunk calls it, so the entry keeps it to itself.
    expect(loader).not.toContain('export { __sfPreload }');
    expect(code['chunks/pill.js']).not.toContain('__sfPreload');
  });

  it('leaves out the chunks the importer has already loaded', async () => {
    const code = await build(WITH_DIALOGS);
    // The pill has the store already: its panel is a plain import.
    expect(code['chunks/pill.js']).toContain("import('./panel.js')");
    expect(code['chunks/pill.js']).not.toContain('__sfPreload');
    // The button has the store but not the shell: only the shell is preloaded.
    expect(code['chunks/button.js']).toContain(
      "(__sfPreload(import.meta.url, ['./shell.js']), import('./dialog.js'))",
    );
  });

  it('defines the helper once, in the entry, for the other chunks to import', async () => {
    const code = await build(WITH_DIALOGS);
    expect(code['loader.js']).toContain('export { __sfPreload }');
    expect(code['chunks/button.js']).toMatch(/^import \{ __sfPreload \} from '\.\.\/loader\.js';/);
    expect(code['chunks/button.js']).not.toContain('function __sfPreload');
  });

  it('defines it in each calling chunk when the build has several entries', async () => {
    const code = await build(WITH_DIALOGS, 'es', ['loader', 'plain']);
    expect(code['chunks/button.js']?.match(/function __sfPreload/g)).toHaveLength(1);
    expect(code['loader.js']).not.toContain('export { __sfPreload }');
  });

  it('adds one modulepreload link per chunk however often it is asked for', async () => {
    const appended: { rel: string; href: string }[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
    };
    const preload = new Function('document', `${PRELOAD_HELPER}\nreturn __sfPreload;`)(document);
    preload('https://shop.test/assets/storefront.js', ['./chunks/store.js', './chunks/ui.js']);
    preload('https://shop.test/assets/chunks/button.js', ['./store.js']);
    expect(appended).toEqual([
      { rel: 'modulepreload', href: 'https://shop.test/assets/chunks/store.js' },
      { rel: 'modulepreload', href: 'https://shop.test/assets/chunks/ui.js' },
    ]);
  });

  it('leaves builds without dynamic imports to load alone', async () => {
    const code = await build(WIDGETS, 'iife');
    expect(code['loader.js']).not.toContain('__sfPreload');
  });
});

describe('loadedChunks', () => {
  it("is the chunk and its static imports' closure", () => {
    const chunks = {
      'a.js': { imports: ['b.js'] },
      'b.js': { imports: ['c.js'] },
      'c.js': { imports: [] },
      'd.js': { imports: ['a.js'] },
    };
    expect([...loadedChunks('a.js', chunks)].sort()).toEqual(['a.js', 'b.js', 'c.js']);
  });
});
