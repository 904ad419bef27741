import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './scripts/rollup/preactAliases.mjs';

const packagesDir = fileURLToPath(new URL('./packages/', import.meta.url));
/** React 18 and its react-dom, nested in the private `packages/react-18` workspace (see there). */
const react18Dir = `${packagesDir}react-18/node_modules/`;

/**
 * One Vitest config for the whole repository. Tests import packages by their public names;
 * the alias points those names at the TypeScript sources so tests never need a build first.
 * Set `STOREFRONT_RENDERER=preact` to run the widget suites under preact/compat instead of React
 * 19, or `STOREFRONT_RENDERER=react18` to run them under React 18.
 */
const usePreact = process.env.STOREFRONT_RENDERER === 'preact';
const useReact18 = process.env.STOREFRONT_RENDERER === 'react18';

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

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@storefront-widgets\/([a-z-]+)$/, replacement: `${packagesDir}$1/src/index.ts` },
      { find: /^@storefront-widgets\/([a-z-]+)\/(.+)$/, replacement: `${packagesDir}$1/src/$2` },
      // The drop-in build's own table, so the preact pass tests what the drop-in ships.
      ...(usePreact ? PREACT_ALIASES : []),
      ...(useReact18 ? REACT_18_ALIASES : []),
    ],
  },
  test: {
    environment: 'node',
    restoreMocks: true,
    ...(useReact18 ? { server: { deps: { inline: [/@testing-library\/react\//] } } } : {}),
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
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
          // A real origin, so relative API URLs resolve as they do on a page.
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          include: [
            'packages/{react,add-to-cart-button,cart-pill,cart,restock-form,site-form,installment-pill,embed}/src/**/__tests__/**/*.test.{ts,tsx}',
            // Storybook's renderer is React itself, and the example site pre-renders its widgets
            // with react-dom/server, so both run in the React 19 pass only.
            ...(usePreact || useReact18
              ? []
              : ['stories/**/*.test.{ts,tsx}', 'examples/*/src/**/__tests__/**/*.test.{ts,tsx}']),
          ],
        },
      },
    ],
  },
});
