// Size report of the built drop-in (packages/embed/dist) and of the template engine's browser
// bundle, gzip level 9, as a browser downloads them. Prints a table per file and per page, and
// exits 1 when a budget is crossed.
// Budgets move only with a reason in the commit message.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'packages/embed/dist';
const KB = 1024;

/**
 * Gzip budgets in bytes. Interim values, about 3% over the measurement so a change that adds
 * weight has to say why: the targets are 16 KB for a product page and 32 KB for all widgets
 * (issue 6). Measured 22.2 / 37.4 KB after ky, intl-messageformat and js-cookie were replaced and
 * a product page's shared chunks merged into the runtime; what is left is preact with compat
 * (about 5.5 KB), the add-to-cart machine, HTTP client, cart store and message catalogue of core,
 * the React layer and the loader. The README's performance section has the breakdown.
 */
export const BUDGETS = {
  /** Loader, shared runtime, add-to-cart button, cart pill, their share of core and preact. */
  productPage: 23 * KB,
  /** The loader and every widget chunk together. */
  allWidgets: 38.5 * KB,
  /**
   * @storefront/template's browser bundle with every formatter and predicate family: issue 10's
   * limit, not an interim value (the platform's own engine is about 41 KB plus 45 KB of locale
   * data). 11.3 KB with the engine and the core family.
   */
  templateEngine: 20 * KB,
};

/**
 * Dynamic chunks a product page loads: the shared runtime (every page with a widget loads it) and
 * the widgets it mounts. Keep in step with PRODUCT_PAGE_ENTRIES in rollup.config.mjs, whose build
 * merges these chunks' shared code into the runtime chunk.
 */
const PRODUCT_PAGE_WIDGETS = ['runtime', 'addToCartButton', 'cartPill'];

const quiet = process.argv.includes('--quiet');
const gzipSizeOf = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const gzipSize = (file) => gzipSizeOf(join(DIST, file));
const format = (bytes) => `${(bytes / KB).toFixed(2)} KB`;

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [relative(DIST, path)];
  });
}

const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8'));
const scripts = listFiles(DIST).filter((file) => file.endsWith('.js') && manifest[file]);

/** The files a page downloads for the loader plus the given widgets: static imports, transitively. */
function closure(roots) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !manifest[file]) return;
    seen.add(file);
    for (const dep of manifest[file].imports) visit(dep);
  };
  for (const root of roots) visit(root);
  return seen;
}

const loader = Object.keys(manifest).find((file) => manifest[file].isEntry);
const widgetChunk = (name) =>
  Object.keys(manifest).find((file) => manifest[file].isDynamicEntry && manifest[file].name === name);
const productFiles = closure([loader, ...PRODUCT_PAGE_WIDGETS.map(widgetChunk).filter(Boolean)]);
const missing = PRODUCT_PAGE_WIDGETS.filter((name) => !widgetChunk(name));
const allFiles = closure(scripts);

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const rows = [
  ['product page (loader + add-to-cart + cart pill)', sum(productFiles), BUDGETS.productPage],
  ['all widgets (loader + every widget chunk)', sum(allFiles), BUDGETS.allWidgets],
  // One file, so gzip sees it whole: held to the all-widgets budget.
  ['classic-script fallback (storefront.classic.js)', gzipSize('storefront.classic.js'), BUDGETS.allWidgets],
  [
    'template engine (storefront-template.min.js)',
    gzipSizeOf('packages/template/dist/storefront-template.min.js'),
    BUDGETS.templateEngine,
  ],
];

if (!quiet) {
  console.log('file'.padEnd(48), 'raw'.padStart(10), 'gzip'.padStart(10));
  for (const file of scripts.sort()) {
    const raw = statSync(join(DIST, file)).size;
    console.log(file.padEnd(48), format(raw).padStart(10), format(gzipSize(file)).padStart(10));
  }
  console.log();
  console.log('page'.padEnd(48), 'gzip'.padStart(10), 'budget'.padStart(10));
}
/**
 * Who pays for the product page: each file's gzip size shared among its modules in proportion to
 * their rendered bytes (gzip cannot be split exactly; the proportions are a close estimate).
 */
function shares(files) {
  const byOwner = new Map();
  for (const file of files) {
    const modules = Object.entries(manifest[file].modules ?? {});
    const total = modules.reduce((sum, [, bytes]) => sum + bytes, 0) || 1;
    const gzip = gzipSize(file);
    for (const [id, bytes] of modules) {
      const owner = id.includes('node_modules/')
        ? id.replace(/.*node_modules\/((?:@[^/]+\/)?[^/]+).*/, '$1')
        : id.replace(/^(packages|examples)\/([^/]+).*/, '@storefront/$2');
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + (gzip * bytes) / total);
    }
  }
  return [...byOwner].sort((a, b) => b[1] - a[1]);
}

let failed = missing.length > 0;
if (missing.length) console.error(`widget chunk(s) missing from the build: ${missing.join(', ')}`);
for (const [label, size, budget] of rows) {
  const over = size > budget;
  failed ||= over;
  if (!quiet || over) {
    console.log(
      label.padEnd(48),
      format(size).padStart(10),
      format(budget).padStart(10),
      over ? '  OVER BUDGET' : '  ok',
    );
  }
}
if (!quiet) {
  console.log();
  console.log('product page by package'.padEnd(48), 'gzip'.padStart(10), 'share'.padStart(10));
  const productTotal = rows[0][1];
  for (const [owner, bytes] of shares(productFiles)) {
    console.log(
      owner.padEnd(48),
      format(bytes).padStart(10),
      `${((100 * bytes) / productTotal).toFixed(1)}%`.padStart(10),
    );
  }
}
process.exit(failed ? 1 : 0);
