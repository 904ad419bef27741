// What the repository builds, in dependency order: Rollup runs an array of configs one after
// another, so the drop-in builds at the end bundle the libraries built before them. The plugins
// live in scripts/rollup/, each with its test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';
import { chunkManifest } from './scripts/rollup/chunkManifest.mjs';
import { cleanDirectory } from './scripts/rollup/cleanDirectory.mjs';
import {
  CSS_MODULES_TO_EMPTY,
  isShimmedCssString,
  STYLE_INJECTION_TO_NOTHING,
} from './scripts/rollup/cssModules.mjs';
import { libraryBuild } from './scripts/rollup/libraryBuild.mjs';
import { PREACT_ALIASES } from './scripts/rollup/preactAliases.mjs';
import { preloadDynamicImports } from './scripts/rollup/preloadDynamicImports.mjs';
import { selfContained } from './scripts/rollup/selfContained.mjs';
import { sharedRuntimeChunk } from './scripts/rollup/sharedRuntimeChunk.mjs';
import { versionedAsset } from './scripts/rollup/versionedAsset.mjs';
import { widgetStylesheet } from './scripts/rollup/widgetStylesheet.mjs';

/** Known-harmless warnings stay quiet; anything else fails loudly. */
function onwarn(warning, warn) {
  if (['THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'EMPTY_BUNDLE'].includes(warning.code)) return;
  if (isShimmedCssString(warning)) return;
  warn(warning);
}

/** Every domain folder of a package with an `index.ts` is a public subpath (`@storefront-widgets/core/money`, …). */
const domainsOf = (dir) =>
  readdirSync(`${dir}/src`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${dir}/src/${entry.name}/index.ts`))
    .map((entry) => `${entry.name}/index`);

/** The libraries, in dependency order; `entries` are public entries besides `index`. */
const LIBRARIES = [
  { dir: 'packages/core', entries: domainsOf('packages/core') },
  { dir: 'packages/test-utils' },
  { dir: 'packages/platform', entries: domainsOf('packages/platform') },
  { dir: 'packages/template', entries: ['cli', 'browser'], node: true },
  { dir: 'packages/react', entries: ['server'] },
  { dir: 'packages/add-to-cart-button', entries: ['server'] },
  { dir: 'packages/cart-pill', entries: ['server'] },
  { dir: 'packages/restock-form', entries: ['server'] },
  { dir: 'packages/site-form', entries: ['server'] },
  { dir: 'packages/installment-pill', entries: ['server'] },
  { dir: 'packages/cart', entries: ['server'] },
  { dir: 'packages/mock-backend', entries: ['cli', 'browser'], node: true },
  { dir: 'examples/site', entries: ['server'], node: true, noTypes: true },
];

const DROP_IN_INPUT = { storefront: 'packages/embed/src/index.ts' };

/**
 * The drop-in's version: its package's. Baked into its code, and the name of the folder its files
 * are copied to (`dist/v<version>/`, with their Subresource Integrity in `sri.json`).
 */
const DROP_IN_VERSION = JSON.parse(readFileSync('packages/embed/package.json', 'utf8')).version;

/**
 * The product page the drop-in is cut for (the size report's add-to-cart + cart-pill page): what
 * its runtime and add-to-cart button share joins the runtime chunk, and so does the cart pill
 * whole, since every page of a store shows it (the example store's layout does). What the
 * interactive chunk (the HTTP client) imports joins it: intl-messageformat and the catalogue's
 * interactive part, which the widgets that also import them load it for before they mount. What
 * the add-to-cart click's chunk shares only with other pages' chunks (its messages, with the
 * owner's restock panel) joins it.
 */
const PRODUCT_PAGE = {
  runtime: resolve('packages/embed/src/runtime.ts'),
  widgets: [resolve('packages/embed/src/widgets/addToCartButton.tsx')],
  included: [resolve('packages/embed/src/widgets/cartPill.tsx')],
  interactive: resolve('packages/embed/src/interactive.ts'),
  click: resolve('packages/add-to-cart-button/dist/loadAddToCart.js'),
};

/** Packages whose exported `…Css` strings join the drop-in's stylesheet, in cascade order. */
const STYLED_PACKAGES = [
  'react',
  'add-to-cart-button',
  'cart-pill',
  'restock-form',
  'site-form',
  'installment-pill',
  'cart',
];

/**
 * The drop-in's code: react → preact/compat, the ICU parser → its parser-free build (core's
 * catalogues are ASTs compiled at build time, formatjs's documented setup), the widget packages'
 * CSS strings and their injection → nothing (storefront.css ships them), production mode,
 * minified.
 */
function dropInPlugins() {
  return [
    alias({
      entries: [
        ...PREACT_ALIASES,
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
        CSS_MODULES_TO_EMPTY,
        STYLE_INJECTION_TO_NOTHING,
      ],
    }),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        'process.env.STOREFRONT_VERSION': JSON.stringify(DROP_IN_VERSION),
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
    // unsafe_arrows and unsafe_methods: function expressions that use neither `this` nor
    // `arguments` become arrows, and object methods shorthand; nothing in the bundle constructs
    // them with `new`.
    terser({
      ecma: 2020,
      module: true,
      compress: { passes: 2, unsafe_arrows: true, unsafe_methods: true },
      format: { comments: false },
    }),
  ];
}

/** The drop-in script: a small loader plus code-split chunks, so a page downloads what it shows. */
const dropIn = {
  input: DROP_IN_INPUT,
  shimMissingExports: true,
  plugins: [
    cleanDirectory('packages/embed/dist/chunks'),
    sharedRuntimeChunk(PRODUCT_PAGE),
    preloadDynamicImports(),
    ...dropInPlugins(),
    chunkManifest(),
    widgetStylesheet({
      fileName: 'storefront.css',
      base: 'packages/embed/src/storefront.css',
      packages: STYLED_PACKAGES.map((name) => ({
        name: `@storefront-widgets/${name}`,
        entry: `packages/${name}/dist/index.js`,
      })),
    }),
    versionedAsset({ version: DROP_IN_VERSION, reset: true }),
  ],
  output: {
    dir: 'packages/embed/dist',
    format: 'es',
    entryFileNames: '[name].js',
    // Six characters of content hash (36 bits) tell a build's thirty chunks apart as well as
    // eight, and every chunk name is written in the loader's registry and in import statements.
    chunkFileNames: 'chunks/[name]-[hash:6].js',
  },
  onwarn,
};

/** The classic-script fallback for pages that cannot load modules: one file, every widget inlined. */
const dropInClassic = {
  input: DROP_IN_INPUT.storefront,
  shimMissingExports: true,
  plugins: [...dropInPlugins(), versionedAsset({ version: DROP_IN_VERSION })],
  output: { file: 'packages/embed/dist/storefront.classic.js', format: 'iife', inlineDynamicImports: true },
  onwarn,
};

/** The drop-in's public types (the global API, the DOM events, the configuration). */
const dropInTypes = {
  input: DROP_IN_INPUT,
  external: (id) => !id.startsWith('.') && !id.startsWith('/'),
  plugins: [dts({ tsconfig: 'packages/embed/tsconfig.json', compilerOptions: { paths: {} } })],
  output: { dir: 'packages/embed/dist', format: 'es', entryFileNames: '[name].d.ts' },
  onwarn,
};

/**
 * The chunk of a module of the template engine's browser build: a family's folder
 * (`src/plugins/date/…`) is its chunk, helpers of it that other families use included (the
 * social family's calendar links import the date chunk). Any other module that two families
 * share, or that the entry reaches as well (`childText`, the product rules of commerce and
 * content, the platform's catalogues of codes), goes in the entry: left to Rollup, it would land
 * in the first family's chunk and make the second fetch that chunk too.
 */
function templateChunkOf(id, { getModuleInfo }) {
  const family = familyOf(id);
  if (family) return family;
  const owners = chunksReaching(id, getModuleInfo);
  return owners.size > 1 || owners.has('storefront-template') ? 'storefront-template' : undefined;
}

function familyOf(id) {
  if (/\/packages\/template\/src\/browser\.ts$/.test(id)) return 'storefront-template';
  const family = /\/packages\/template\/src\/plugins\/([a-z0-9]+)\//.exec(id)?.[1];
  return family && family !== 'core' ? family : undefined;
}

/** The family chunks (and the entry) whose modules statically import `id`, directly or not. */
function chunksReaching(id, getModuleInfo, seen = new Set()) {
  const owners = new Set();
  if (seen.has(id)) return owners;
  seen.add(id);
  for (const importer of getModuleInfo(id)?.importers ?? []) {
    const owner = familyOf(importer);
    if (owner) owners.add(owner);
    else for (const reaching of chunksReaching(importer, getModuleInfo, seen)) owners.add(reaching);
  }
  return owners;
}

/**
 * @storefront-widgets/template for browsers as they load it from a site (`dist/browser/`, minified ES
 * modules): the entry holds the engine and the core family; each other family is one chunk the
 * entry imports when a template first names it (src/plugins/lazyFamilies.ts). The size report
 * holds the entry to issue 10's 20 KB gzip and weighs each chunk. An import of anything but its
 * own chunks (a Node built-in, a bare package name) fails the build: a browser could not load it.
 */
const templateBrowserBundle = {
  input: { 'storefront-template': 'packages/template/src/browser.ts' },
  // The family chunks import the engine's helpers from the entry itself, not from a copy of it
  // behind a re-exporting facade: one file fewer to fetch before anything renders.
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    cleanDirectory('packages/template/dist/browser'),
    nodeResolve({ browser: true }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    typescript({
      tsconfig: 'packages/template/tsconfig.json',
      compilerOptions: {
        noCheck: true,
        declaration: false,
        sourceMap: false,
        outDir: resolve('packages/template/dist/browser'),
        rootDir: resolve('packages/template/src'),
      },
      outputToFilesystem: false,
    }),
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
    selfContained(),
  ],
  output: {
    dir: 'packages/template/dist/browser',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    manualChunks: templateChunkOf,
  },
  onwarn,
};

const library = (entry) => libraryBuild({ ...entry, onwarn });

/**
 * `rollup -c --environment ONLY:drop-in` rebuilds just the drop-in over the built libraries;
 * `ONLY:template` just @storefront-widgets/template (its modules, CLI and browser bundle);
 * `ONLY:<folder>` (`ONLY:mock-backend`) just that library.
 */
const ONLY = {
  'drop-in': () => [dropIn, dropInClassic, dropInTypes],
  template: () => [
    ...library(LIBRARIES.find(({ dir }) => dir === 'packages/template')),
    templateBrowserBundle,
  ],
};

const onlyLibrary = LIBRARIES.find(({ dir }) => process.env.ONLY && dir.endsWith(`/${process.env.ONLY}`));

const targets = ONLY[process.env.ONLY]?.() ??
  (onlyLibrary ? library(onlyLibrary) : undefined) ?? [
    ...LIBRARIES.flatMap(library),
    templateBrowserBundle,
    dropIn,
    dropInClassic,
    dropInTypes,
  ];

/** Whether a target bundles `.d.ts` (rollup-plugin-dts) rather than code. */
const isDeclarations = (target) => target.plugins.some((plugin) => plugin?.name === 'dts');

/**
 * `--environment PART:code` builds every target's code (and CSS) and no `.d.ts`; `PART:types`
 * only the `.d.ts`, in the same order (a package's types read its dependencies' built ones, never
 * code). No target of one part reads what the other writes, so `npm test` runs them side by side
 * and starts what needs only code (the React example, the e2e files) once the code is built.
 */
const PARTS = {
  code: (target) => !isDeclarations(target),
  types: isDeclarations,
};

export default PARTS[process.env.PART] ? targets.filter(PARTS[process.env.PART]) : targets;
