import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './scripts/rollup/preactAliases.mjs';

const packagesDir = fileURLToPath(new URL('./packages/', import.meta.url));
/** React 18 and its react-dom, nested in the private `packages/react-18` workspace (see there). */
const react18Dir = `${packagesDir}react-18/node_modules/`;

/**
 * One Vitest config for the whole repository. Tests import packages by their public names;
 * the alias points those names at the TypeScript sources so tests never need a build first.
 * The widget suites run three times in one run, one project per renderer: `widgets` (React 19),
 * `widgets-react18` (React 18) and `widgets-preact` (preact/compat, as the drop-in ships them);
 * each sets `STOREFRONT_RENDERER`, which the shared test renderer reads. Pick one with
 * `--project`, e.g. `vitest run --project widgets-preact`.
 */
/**
 * react → React 18. The files are CommonJS and load through Node, so react-dom 18's own
 * `require('react')` finds the React 18 nested beside it, never the root's React 19.
 */
const REACT_18_ALIASES = [
  { find: /^react\/jsx-runtime$/, replacement: `${react18Dir}react/jsx-runtime.js` },
  { find: /^react\/jsx-dev-runtime$/, replacement: `${react18Dir}react/jsx-dev-runtime.js` },
  { find: /^react-dom\/client$/, replacement: `${react18Dir}react-dom/client.js` },
  { find: /^react-dom\/server$/, replacement: `${react18Dir}react-dom/server.node.js` },
  { find: /^react-dom\/test-utils$/, replacement: `${react18Dir}react-dom/test-utils.js` },
  { find: /^react-dom$/, replacement: `${react18Dir}react-dom/index.js` },
  { find: /^react$/, replacement: `${react18Dir}react/index.js` },
  // Testing Library's ES build, which Vitest inlines (below) so its own imports of react and
  // react-dom go through this table too.
  {
    find: /^@testing-library\/react$/,
    replacement: fileURLToPath(
      new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
    ),
  },
];

/** Where the widget suites live, for the three renderer projects. */
const WIDGET_SUITES =
  'packages/{react,add-to-cart-button,cart-pill,cart,restock-form,site-form,installment-pill,embed}/src/**/__tests__/**/*.test.{ts,tsx}';
/** A real origin, so relative API URLs resolve as they do on a page. */
const WIDGET_ENVIRONMENT = { happyDOM: { url: 'http://localhost:3000/' } };
/**
 * What the three widget projects share: the origin above, and a setup file that gives every test
 * file a clean page (no DOM, cookies, storage, fake timers, stubbed globals or connected observers
 * left by the file before it) and registers the harness's per-test hooks.
 */
const WIDGET_PROJECT = {
  environmentOptions: WIDGET_ENVIRONMENT,
  setupFiles: ['packages/test-utils/src/widgets/setup.ts'],
};
/**
 * The logic project and the three widget projects run without isolation: one worker keeps its
 * modules (and a widget project its happy-dom window) from file to file instead of loading them
 * afresh for every file (most of these projects' CPU time; see "Where the CPU goes" in the
 * contributing guide). Each has a setup file that resets what a file leaves behind.
 */
const SHARED_WORKER = { isolate: false };

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@storefront-widgets\/([a-z-]+)$/, replacement: `${packagesDir}$1/src/index.ts` },
      { find: /^@storefront-widgets\/([a-z-]+)\/(.+)$/, replacement: `${packagesDir}$1/src/$2` },
    ],
  },
  test: {
    environment: 'node',
    // Two workers on the gate's two cores (Vitest's default is one fewer than the cores). In
    // `npm test` they run at low priority beside the e2e files and take what those leave idle.
    maxWorkers: 2,
    restoreMocks: true,
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          // Without isolation, as the widget projects: modules load once per worker, not once per
          // file (1,958 tests: 266 CPU s isolated, 146 shared, 2026-11-26). Its setup file undoes
          // what a file may leave on the worker's globals.
          ...SHARED_WORKER,
          setupFiles: ['packages/test-utils/src/logic/setup.ts'],
          // Some logic tests start processes (the template and backend CLIs, through tsx) or derive
          // password keys (600,000 PBKDF2 rounds per sign-in). Beside the e2e files, at low
          // priority, one such test took over 15 s of wall time with a fraction of a core
          // (CI, 2026-11-26 15:58 UTC). The bound only catches a hang; 60 s still does.
          testTimeout: 60_000,
          include: [
            'packages/{core,template,platform,mock-backend,test-utils}/src/**/__tests__/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'widgets',
          ...WIDGET_PROJECT,
          ...SHARED_WORKER,
          include: [
            WIDGET_SUITES,
            // The example site pre-renders its widgets with react-dom/server: React 19 only.
            'examples/*/src/**/__tests__/**/*.test.{ts,tsx}',
          ],
          env: { STOREFRONT_RENDERER: 'react' },
        },
      },
      {
        extends: true,
        test: {
          // Storybook's renderer is React itself: React 19 only. A project of its own, so never in
          // a worker with the widget suites: Storybook's test module sets Testing Library's shared
          // configuration to its own act wrappers and prepares the document with its own bundled
          // copy of user-event, whose listeners then stay on the document a shared worker keeps,
          // and text typed by the suites' user-event no longer reached React's state.
          name: 'stories',
          ...WIDGET_PROJECT,
          include: ['stories/**/*.test.{ts,tsx}'],
          env: { STOREFRONT_RENDERER: 'react' },
        },
      },
      {
        extends: true,
        resolve: { alias: REACT_18_ALIASES },
        test: {
          name: 'widgets-react18',
          ...WIDGET_PROJECT,
          ...SHARED_WORKER,
          include: [WIDGET_SUITES],
          env: { STOREFRONT_RENDERER: 'react18' },
          server: { deps: { inline: [/@testing-library\/react\//] } },
        },
      },
      {
        extends: true,
        // The drop-in build's own table, so this pass tests what the drop-in ships.
        resolve: { alias: PREACT_ALIASES },
        test: {
          name: 'widgets-preact',
          ...WIDGET_PROJECT,
          ...SHARED_WORKER,
          include: [WIDGET_SUITES],
          env: { STOREFRONT_RENDERER: 'preact' },
        },
      },
    ],
  },
});
