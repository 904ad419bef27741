// The one table that points React's entry points at preact/compat, shared by the drop-in build
// (rollup.config.mjs) and the preact pass of the widget tests (vitest.config.ts).

/**
 * react → preact/compat. Subpaths come first, and every pattern is anchored, so
 * `react/jsx-runtime` never falls through to the bare `react` entry.
 */
export const PREACT_ALIASES = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
