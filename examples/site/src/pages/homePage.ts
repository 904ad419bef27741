import type { Product } from '@storefront/core';
import { html } from '../html';
import { layout } from './layout';

/** The site's pages besides the products, linked from the home page. */
export const SITE_PAGES = [
  { href: '/cart', label: 'Cart' },
  { href: '/restock', label: 'Back-in-stock sign-up' },
  { href: '/contact', label: 'Contact us (every field kind)' },
  { href: '/newsletter', label: 'Newsletter' },
  { href: '/quote', label: 'Request a quote (captcha, redirect)' },
  { href: '/forms/status/401', label: 'Test form: 401' },
  { href: '/forms/status/404', label: 'Test form: 404' },
  { href: '/forms/status/429', label: 'Test form: 429' },
  { href: '/forms/status/500', label: 'Test form: 500' },
];

/** The home page: every product, then every other page, linked. */
export function homePage(products: Product[], config: Record<string, unknown>): string {
  return layout({
    title: 'Shop',
    config,
    body: html`<h1>Shop</h1>
<ul class="product-grid">
  ${products.map(
    (product) =>
      html`<li class="product-grid__item"><a class="product-grid__link" href="/products/${product.urlSlug}">${product.name}</a></li>`,
  )}
</ul>
<h2>More pages</h2>
<ul class="page-links">
  ${SITE_PAGES.map((page) => html`<li><a href="${page.href}">${page.label}</a></li>`)}
</ul>`,
  });
}
