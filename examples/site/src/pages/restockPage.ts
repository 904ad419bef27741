import type { Product } from '@storefront/core';
import { html } from '../html';
import { layout } from './layout';
import { restockBlock } from './restockBlock';

/** /restock: a back-in-stock sign-up for every sold-out variant in the catalogue. */
export function restockPage(products: Product[], config: Record<string, unknown>): string {
  const blocks = products.flatMap((product) =>
    product.variants
      .filter((variant) => !variant.unlimited && variant.qtyInStock === 0)
      .map((variant) => restockBlock(product, variant, Boolean(config.captchaSiteKey))),
  );
  return layout({
    title: 'Back in stock',
    config,
    body: html`<div class="narrow">
<h1>Back in stock</h1>
<p>These items are sold out. Leave your email and we will tell you when they are back.</p>
${blocks.length ? blocks : html`<p>Everything is in stock.</p>`}
</div>`,
  });
}
