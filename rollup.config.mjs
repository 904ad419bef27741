// One build for the whole repository. Every package is built by the same helper, in dependency
// order (Rollup runs an array of configs one after another), so the drop-in build at the end can
// bundle the freshly built libraries.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import alias from '@rollup/plugin-alias';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

/** Every domain folder of a package with an `index.ts` is a public subpath (`@storefront/core/money`, …). */
const domainsOf = (dir) =>
  readdirSync(`${dir}/src`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${dir}/src/${entry.name}/index.ts`))
    .map((entry) => `${entry.name}/index`);

/** Libraries in dependency order; `entries` are extra public entries besides `index`. */
const LIBRARIES = [
  { dir: 'packages/core', entries: domainsOf('packages/core') },
  { dir: 'packages/test-utils' },
  { dir: 'packages/platform', entries: domainsOf('packages/platform') },
  { dir: 'packages/template' },
  { dir: 'packages/react' },
  { dir: 'packages/add-to-cart-button' },
  { dir: 'packages/cart-pill' },
  { dir: 'packages/restock-form' },
  { dir: 'packages/site-form' },
  { dir: 'packages/installment-pill' },
  { dir: 'packages/mock-backend', entries: ['cli', 'browser'], node: true },
  { dir: 'examples/site', entries: ['server'], node: true, noTypes: true },
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Everything a package declares it needs stays an import; only its own source is bundled. */
function externalFor(pkg) {
  const names = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...builtinModules,
  ];
  return (id) =>
    id.startsWith('node:') ||
    id.startsWith('@storefront/') ||
    names.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * ESM + `.d.ts` for one library package. Type checking is `npm run typecheck`'s job, so the
 * build transpiles without it (`noCheck`) and stays fast.
 */
function library({ dir, entries = [], node = false, noTypes = false }) {
  const pkg = readJson(`${dir}/package.json`);
  const input = Object.fromEntries(
    ['index', ...entries]
      .map((name) => [name, `${dir}/src/${name}.ts`])
      .filter(([, file]) => existsSync(file) || existsSync(`${file}x`))
      .map(([name, file]) => [name, existsSync(file) ? file : `${file}x`]),
  );
  // A package whose sources are not written yet has nothing to build.
  if (Object.keys(input).length === 0) return [];
  const external = externalFor(pkg);
  const configs = [
    {
      input,
      external,
      plugins: [
        json(),
        typescript({
          tsconfig: `${dir}/tsconfig.json`,
          compilerOptions: {
            noCheck: true,
            declaration: false,
            sourceMap: false,
            // Absolute: the plugin matches emitted files by path, and relative ones do not match.
            outDir: resolve(dir, 'dist'),
            rootDir: resolve(dir, 'src'),
            ...(node ? { types: ['node'] } : {}),
          },
          outputToFilesystem: false,
        }),
      ],
      // One output file per source module: with `sideEffects: false`, a bundler drops every
      // module a page does not use, and each domain folder is a real subpath.
      output: {
        dir: `${dir}/dist`,
        format: 'es',
        preserveModules: true,
        preserveModulesRoot: `${dir}/src`,
        entryFileNames: '[name].js',
      },
      onwarn,
    },
  ];
  if (!noTypes) {
    configs.push({
      input,
      external,
      plugins: [dts({ tsconfig: `${dir}/tsconfig.json`, compilerOptions: { paths: {} } })],
      output: {
        dir: `${dir}/dist`,
        format: 'es',
        entryFileNames: '[name].d.ts',
        chunkFileNames: '[name]-[hash].d.ts',
      },
      onwarn,
    });
  }
  return configs;
}

/** react → preact/compat, subpaths first so `react/jsx-runtime` never falls through to `react`. */
const DROP_IN_ALIASES = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The widget packages inject their CSS strings when used in a React app; the drop-in ships the
 * same CSS in storefront.css instead (a strict CSP refuses injected styles), so the strings are
 * emptied here rather than downloaded twice.
 */
function stripInjectedCss() {
  return {
    name: 'strip-injected-css',
    transform(code, id) {
      if (!/[\\/]packages[\\/][^\\/]+[\\/]dist[\\/](?:.*[\\/])?\w+Css\.js$/.test(id)) return null;
      return { code: code.replace(/=\s*`[\s\S]*?`;/, "= '';"), map: null };
    },
  };
}

function dropInPlugins({ minify = true } = {}) {
  return [
    stripInjectedCss(),
    alias({ entries: DROP_IN_ALIASES }),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        'process.env.STOREFRONT_VERSION': JSON.stringify(readJson('packages/embed/package.json').version),
      },
    }),
    nodeResolve({ browser: true, exportConditions: ['browser', 'import', 'default'] }),
    typescript({
      tsconfig: 'packages/embed/tsconfig.json',
      compilerOptions: {
        noCheck: true,
        declaration: false,
        sourceMap: false,
        outDir: resolve('packages/embed/dist'),
        rootDir: resolve('packages/embed/src'),
      },
      outputToFilesystem: false,
    }),
    minify && terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ].filter(Boolean);
}

/** Packages whose exported `…Css` strings join the drop-in's stylesheet, in cascade order. */
const STYLED_PACKAGES = [
  'react',
  'add-to-cart-button',
  'cart-pill',
  'restock-form',
  'site-form',
  'installment-pill',
];

/**
 * `storefront.css`: the embed's base styles, then every `…Css` string the widget packages export
 * (the same CSS their React components inject when used without the drop-in). Read from the
 * libraries built earlier in this run.
 */
async function widgetStylesheet() {
  const parts = [readFileSync('packages/embed/src/storefront.css', 'utf8')];
  for (const name of STYLED_PACKAGES) {
    const entry = resolve('packages', name, 'dist/index.js');
    if (!existsSync(entry)) continue;
    const module = await import(pathToFileURL(entry).href);
    for (const [key, value] of Object.entries(module)) {
      if (key.endsWith('Css') && typeof value === 'string')
        parts.push(`/* @storefront/${name}: ${key} */\n${value.trim()}\n`);
    }
  }
  return parts.join('\n');
}

/**
 * Writes `manifest.json` beside the drop-in: for every file, the chunks it imports statically
 * and dynamically, and which widget module a chunk is the entry of. The size report uses it to
 * add up what a page really downloads.
 */
function chunkManifest() {
  return {
    name: 'chunk-manifest',
    async generateBundle(_options, bundle) {
      const files = {};
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        files[fileName] = {
          name: chunk.name,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          // Minified bytes each module contributes, for the size report's per-package shares.
          modules: Object.fromEntries(
            Object.entries(chunk.modules)
              .filter(([, info]) => info.renderedLength > 0)
              .map(([id, info]) => [id.replace(`${process.cwd()}/`, ''), info.renderedLength]),
          ),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify(files, null, 2)}\n`,
      });
      // The widgets' stylesheet ships as a file: a strict CSP forbids injected <style>.
      this.emitFile({ type: 'asset', fileName: 'storefront.css', source: await widgetStylesheet() });
    },
  };
}

/** Added to a chunk that preloads: preloads each dependency once, then imports the chunk. */
const PRELOAD_HELPER =
  'const __sfSeen=new Set;function __sfPreload(u,d){for(const f of d){const h=new URL(f,import.meta.url).href;' +
  'if(!__sfSeen.has(h)){__sfSeen.add(h);const l=document.createElement("link");l.rel="modulepreload";l.href=h;' +
  'document.head.appendChild(l)}}return import(u)}\n';

/**
 * Without help a browser learns a widget chunk's own imports only after downloading it: loader,
 * widget, shared chunks, one round trip each. This rewrites every `import("./x.js")` in the
 * minified output to first add `<link rel="modulepreload">` for x's static imports the importer
 * does not already have, so the widget and what it needs download together.
 */
function preloadDynamicImports() {
  return {
    name: 'preload-dynamic-imports',
    generateBundle(_options, bundle) {
      const closure = (file, seen = new Set()) => {
        for (const dep of bundle[file]?.imports ?? []) {
          if (!seen.has(dep)) {
            seen.add(dep);
            closure(dep, seen);
          }
        }
        return seen;
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.dynamicImports.length === 0) continue;
        const dir = posix.dirname(chunk.fileName);
        const loaded = closure(chunk.fileName).add(chunk.fileName);
        let rewritten = false;
        chunk.code = chunk.code.replace(/import\("(\.\.?\/[^"]+)"\)/g, (whole, specifier) => {
          const target = posix.join(dir, specifier);
          const deps = [...closure(target)]
            .filter((dep) => !loaded.has(dep))
            .map((dep) => `./${posix.relative(dir, dep)}`);
          if (deps.length === 0) return whole;
          rewritten = true;
          return `__sfPreload(${JSON.stringify(specifier)},${JSON.stringify(deps)})`;
        });
        if (rewritten) chunk.code = PRELOAD_HELPER + chunk.code;
      }
    },
  };
}

const DROP_IN_INPUT = { storefront: 'packages/embed/src/index.ts' };

/** The dynamic entries a product page loads (the size report's product page), runtime first. */
const PRODUCT_PAGE_ENTRIES = [
  'packages/embed/src/runtime.ts',
  'packages/embed/src/widgets/addToCartButton.tsx',
  'packages/embed/src/widgets/cartPill.tsx',
].map((file) => resolve(file));

/**
 * Rollup's default splitting gives every distinct set of importers its own chunk: ten files for a
 * product page, each gzipped alone, so identifiers and preact idioms are paid for again in each.
 * This plugin first bundles the drop-in without minifying to learn that split, then keeps it for
 * every module except the shared chunks a product page downloads, which join the runtime chunk
 * (every page with a widget loads it). A product page then downloads four files: loader, runtime
 * and its two widgets; chunks only other widgets share (form fields, the modal) stay apart.
 * Every module with code is assigned explicitly: Rollup would otherwise pull a manual chunk's
 * unassigned dependencies (the loader's modules, whole barrels) into it.
 */
function sharedRuntimeChunk() {
  let chunkOf = new Map();
  return {
    name: 'shared-runtime-chunk',
    async buildStart() {
      // Chunk names carry content hashes: clear the last build's, or dist (and the package) keeps them.
      rmSync('packages/embed/dist/chunks', { recursive: true, force: true });
      const probe = await rollup({ input: DROP_IN_INPUT, plugins: dropInPlugins({ minify: false }), onwarn });
      const { output } = await probe.generate({ format: 'es', chunkFileNames: '[name]-[hash].js' });
      await probe.close();
      const chunks = new Map(output.filter((file) => file.type === 'chunk').map((c) => [c.fileName, c]));
      const closure = (roots) => {
        const seen = new Set(roots);
        for (const file of seen) for (const next of chunks.get(file)?.imports ?? []) seen.add(next);
        return seen;
      };
      const loader = closure([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName));
      const entryFiles = PRODUCT_PAGE_ENTRIES.map(
        (id) => [...chunks.values()].find((c) => c.facadeModuleId === id)?.fileName,
      );
      if (entryFiles.some((file) => !file)) this.error('a product-page entry chunk is missing');
      const intoRuntime = closure(entryFiles);
      chunkOf = new Map();
      for (const [file, chunk] of chunks) {
        const joinsRuntime =
          intoRuntime.has(file) && !loader.has(file) && (!chunk.isDynamicEntry || file === entryFiles[0]);
        for (const [id, info] of Object.entries(chunk.modules)) {
          if (info.renderedLength > 0) chunkOf.set(id, joinsRuntime ? 'runtime' : chunk.name);
        }
      }
    },
    outputOptions(options) {
      return { ...options, manualChunks: (id) => chunkOf.get(id) };
    },
  };
}

/**
 * The drop-in script: a small module loader plus one code-split chunk per widget, so a page
 * downloads only the widgets it shows.
 */
const dropIn = {
  input: DROP_IN_INPUT,
  plugins: [...dropInPlugins(), sharedRuntimeChunk(), preloadDynamicImports(), chunkManifest()],
  output: {
    dir: 'packages/embed/dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
  onwarn,
};

/** Known-harmless warnings stay quiet; anything else fails loudly. */
function onwarn(warning, warn) {
  if (warning.code === 'THIS_IS_UNDEFINED' || warning.code === 'CIRCULAR_DEPENDENCY') return;
  if (warning.code === 'EMPTY_BUNDLE') return;
  warn(warning);
}

/** The drop-in's public types (the global API, the DOM events, the configuration). */
const dropInTypes = {
  input: DROP_IN_INPUT,
  external: (id) => !id.startsWith('.') && !id.startsWith('/'),
  plugins: [dts({ tsconfig: 'packages/embed/tsconfig.json', compilerOptions: { paths: {} } })],
  output: { dir: 'packages/embed/dist', format: 'es', entryFileNames: '[name].d.ts' },
  onwarn,
};

/**
 * The classic-script fallback for pages that cannot load modules: one file, every widget inlined
 * (no code splitting without modules), the same behaviour and configuration.
 */
const dropInClassic = {
  input: DROP_IN_INPUT.storefront,
  plugins: dropInPlugins(),
  output: { file: 'packages/embed/dist/storefront.classic.js', format: 'iife', inlineDynamicImports: true },
  onwarn,
};

/** `rollup -c --environment ONLY:drop-in` rebuilds just the drop-in over the built libraries. */
export default process.env.ONLY === 'drop-in'
  ? [dropIn, dropInClassic, dropInTypes]
  : [...LIBRARIES.flatMap(library), dropIn, dropInClassic, dropInTypes];
