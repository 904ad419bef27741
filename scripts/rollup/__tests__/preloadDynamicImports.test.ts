import { join } from 'node:path';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { PRELOAD_HELPER, preloadDynamicImports } from '../preloadDynamicImports.mjs';
import { writeFixture } from './fixtures';

async function build(files: Record<string, string>, format: 'es' | 'iife' = 'es') {
  const dir = writeFixture(files);
  const bundle = await rollup({
    input: { loader: join(dir, 'loader.js') },
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

describe('preloadDynamicImports', () => {
  it("preloads a dynamic import's chunks with it, from the importer's folder", async () => {
    const code = await build(WIDGETS);
    const loader = code['loader.js'] ?? '';
    expect(loader).toContain("__sfPreload('./chunks/pill.js', ['./chunks/store.js'])");
    expect(loader).toContain("__sfPreload('./chunks/button.js', ['./chunks/store.js'])");
    // A chunk with no imports of its own is a plain import, and the helper is defined once.
    expect(loader).toContain("import('./chunks/plain.js')");
    expect(loader.match(/function __sfPreload/g)).toHaveLength(1);
    expect(code['chunks/pill.js']).not.toContain('__sfPreload');
  });

  it('adds one modulepreload link per chunk however often it is asked for', async () => {
    const appended: { rel: string; href: string }[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
    };
    const preload = new Function(
      'document',
      'importMetaUrl',
      // The helper as a function of the page and its module URL; `import()` stubbed out.
      `${PRELOAD_HELPER.replaceAll('import.meta.url', 'importMetaUrl').replace('return import(specifier);', 'return specifier;')}\nreturn __sfPreload;`,
    )(document, 'https://shop.test/assets/storefront.js');
    preload('./chunks/pill.js', ['./chunks/store.js', './chunks/ui.js']);
    preload('./chunks/button.js', ['./chunks/store.js']);
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
