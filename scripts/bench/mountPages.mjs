// The two pages `npm run bench:mount` loads: the same server-rendered add-to-cart blocks, once
// with the drop-in and once with a plain-script baseline, plus the in-page timing harness.

/** Marks the block as mounted and its button as wired; both pages end in this state. */
export const READY_SELECTOR =
  '[data-storefront-widget="add-to-cart"][data-storefront-state="mounted"] .sf-add-to-cart__button[data-status]';

/**
 * Cuts the add-to-cart block out of a product page the example site rendered, so the bench page
 * carries exactly the site's markup (the `storefront-add-to-cart` formatter of examples/site).
 * @param {string} pageHtml
 * @returns {string}
 */
export function extractAddToCartBlock(pageHtml) {
  const match =
    /<div class="sf-add-to-cart" data-storefront-widget="add-to-cart"[\s\S]*?<\/button><\/div><\/div>/.exec(
      pageHtml,
    );
  if (!match)
    throw new Error(
      'no add-to-cart block found in the product page; did templates/product.jsont or storefront-add-to-cart change?',
    );
  return match[0];
}

/**
 * Repeats the blocks to `count`, making the element ids unique (the site renders one block per
 * page, so its ids are only unique per product).
 * @param {{ productId: string; name: string; block: string }[]} blocks
 */
function renderBlocks(blocks, count) {
  const items = [];
  for (let index = 0; index < count; index++) {
    const { productId, name, block } = blocks[index % blocks.length];
    const unique = block.replaceAll(`sf-atc-${productId}-`, `sf-atc-${productId}-${index}-`);
    items.push(`<li class="product-grid__item"><h2>${name}</h2>\n${unique}</li>`);
  }
  return items.join('\n');
}

/**
 * The timing harness, inline and first in <head> so it runs before any other script. It sets
 * `window.__bench.ready` (ms since navigation start) at the first moment every block is mounted
 * with its button wired. The bench page has no CSP, so an inline script is fine here.
 */
function harness(count) {
  return `<script>
(() => {
  const bench = (window.__bench = { total: ${count} });
  const selector = ${JSON.stringify(READY_SELECTOR)};
  // Count "mounted" marks as they arrive and query the whole page only once all could be there,
  // so the harness itself costs next to nothing while the blocks mount.
  let mountedMarks = 0;
  const check = (records) => {
    for (const record of records) {
      if (
        record.attributeName === 'data-storefront-state' &&
        record.target.getAttribute('data-storefront-state') === 'mounted'
      ) {
        mountedMarks++;
      }
    }
    if (mountedMarks < bench.total) return;
    if (document.querySelectorAll(selector).length === bench.total) {
      bench.ready = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-storefront-state', 'data-status'],
  });
})();
</script>`;
}

/**
 * A bench page: the site's stylesheets and drop-in configuration, `count` blocks, and either the
 * drop-in (from `dropIn`, the site's own by default) or the baseline script.
 * @param {{ blocks: { productId: string; name: string; block: string }[]; count: number; variant: 'widgets' | 'baseline'; dropIn?: string }} options
 */
export function benchPage({ blocks, count, variant, dropIn = '/assets/storefront/storefront.js' }) {
  const script =
    variant === 'widgets'
      ? `<script type="module" src="${dropIn}" data-storefront></script>`
      : '<script type="module" src="/bench/baseline.js"></script>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>bench:mount · ${variant}</title>
${harness(count)}
<link rel="stylesheet" href="/assets/site.css">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/storefront/storefront.css" data-storefront-styles>
<script type="application/json" data-storefront-config>{"apiBase":"","currency":"USD"}</script>
${script}
</head>
<body>
<main id="main">
<h1>${count} add-to-cart blocks</h1>
<ul class="product-grid">
${renderBlocks(blocks, count)}
</ul>
</main>
</body>
</html>
`;
}

/**
 * The vanilla-JS baseline: what any page must do at minimum to make the same buttons live —
 * parse each block's product JSON and bind one click listener per button. It marks readiness
 * with the same attributes the drop-in ends in.
 */
export const BASELINE_SCRIPT = `for (const element of document.querySelectorAll('[data-storefront-widget="add-to-cart"]')) {
  const product = JSON.parse(element.dataset.product);
  const button = element.querySelector('.sf-add-to-cart__button');
  button.addEventListener('click', () => {
    button.dataset.status = 'clicked';
    button.dataset.productId = product.id;
  });
  button.dataset.status = 'idle';
  element.setAttribute('data-storefront-state', 'mounted');
}
`;
