// Weight of each @storefront-widgets/platform subpath as a browser page pays for it: the built subpath
// bundled with everything it imports (core's modules, qs, zustand), minified, gzip level 9.
// Run after `npm run build`. Exits 1 when a budgeted subpath crosses its budget; budgets move
// only with a reason in the commit message. `--budgeted` (what `npm test` runs) bundles only the
// budgeted subpaths: the same check, without the report's other 17 bundles (about 60 % of its
// CPU time).
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';

const KB = 1024;

/**
 * Budgets (gzip bytes) for the subpaths that run on visitors' pages: the template engine's colour
 * and subscription helpers, the template cart indicator, the captcha loader and renderer, and the
 * query parser. About 5% over the measurement. Subscriptions, the cart indicator and the captcha
 * word their texts through core's messages: intl-messageformat (the customer's library, issue 13)
 * and the English catalogue, about 12 KB of the figures below, which a page shares with the
 * drop-in and with every other helper that words something. urls is qs: its parser needs
 * side-channel and get-intrinsic (docs/architecture.md). The owner-tool subpaths are reported,
 * not budgeted.
 */
export const BUDGETS = {
  colors: 1.45 * KB,
  subscriptions: 14.3 * KB,
  cartIndicator: 12.8 * KB,
  captcha: 14.7 * KB,
  urls: 18.4 * KB,
};

const quiet = process.argv.includes('--quiet');
const budgetedOnly = process.argv.includes('--budgeted');
const subpaths = readdirSync('packages/platform/dist', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'react')
  .filter((entry) => !budgetedOnly || entry.name in BUDGETS)
  .map((entry) => entry.name)
  .sort();

/** Minified code of a subpath with its dependencies; React is left out (optional peer). */
async function bundle(subpath) {
  const id = '\0entry';
  const build = await rollup({
    input: id,
    plugins: [
      {
        name: 'entry',
        resolveId: (source) => (source === id ? id : null),
        load: (source) => (source === id ? `export * from '@storefront-widgets/platform/${subpath}';` : null),
      },
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, exportConditions: ['browser', 'import', 'default'] }),
      commonjs(),
      terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
    ],
    onwarn: () => {},
  });
  const { output } = await build.generate({ format: 'es', inlineDynamicImports: true });
  await build.close();
  return output[0].code;
}

let failed = false;
if (!quiet)
  console.log(
    '@storefront-widgets/platform/…'.padEnd(26),
    'min'.padStart(10),
    'gzip'.padStart(10),
    'budget'.padStart(10),
  );
for (const subpath of subpaths) {
  const code = await bundle(subpath);
  const gzip = gzipSync(code, { level: 9 }).length;
  const budget = BUDGETS[subpath];
  const over = budget !== undefined && gzip > budget;
  failed ||= over;
  if (!quiet || over) {
    console.log(
      subpath.padEnd(26),
      `${(code.length / KB).toFixed(2)} KB`.padStart(10),
      `${(gzip / KB).toFixed(2)} KB`.padStart(10),
      (budget === undefined ? '—' : `${(budget / KB).toFixed(2)} KB`).padStart(10),
      over ? '  OVER BUDGET' : '',
    );
  }
}
process.exit(failed ? 1 : 0);
