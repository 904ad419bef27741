import { computeInstallments, type InstallmentContext, type Product } from '@storefront/core';
import { html, jsonAttribute, type SafeHtml } from '../html';

/**
 * The store's installment context (storefront §3): a US merchant offering Afterpay on orders
 * over $20.00 and up to $2,000.00. The reference backend has no payments provider, so the site
 * supplies it, as a platform page would from its payment settings.
 */
export const INSTALLMENT_CONTEXT: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: 2000,
  afterPayMax: 200000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

/**
 * Where the info modal's page is. The spec leaves the address unnamed and the example site has
 * no outside network, so it serves one small static page per locale itself.
 */
export const INSTALLMENT_INFO_URL_TEMPLATE = '/installments/{locale}.html';

/**
 * The installment pill block for a product page, with the markup the widget renders, or nothing
 * when the product does not qualify (only physical products priced in the merchant's currency).
 */
export function installmentBlock(product: Product, priceCents: number): SafeHtml | '' {
  if (product.currency !== 'USD') return '';
  const view = computeInstallments({
    productType: product.productType,
    priceMinorUnits: priceCents,
    currency: product.currency,
    context: INSTALLMENT_CONTEXT,
  });
  if (!view.isEligible) return '';
  return html`<div class="sf-installment-slot" data-storefront-widget="installment-pill" data-product-type="${product.productType}" data-price="${priceCents}" data-currency="${product.currency}" data-info-url-template="${INSTALLMENT_INFO_URL_TEMPLATE}" data-installment-context="${jsonAttribute(INSTALLMENT_CONTEXT)}">
<div class="${view.isInRange ? 'sf-installment-pill' : 'sf-installment-pill sf-installment-pill--out-of-range'}"><span class="sf-installment-pill-text">${view.message}</span> <button type="button" class="sf-installment-pill-info" aria-haspopup="dialog" aria-label="Learn more about ${view.brand}"><span aria-hidden="true">ⓘ</span></button></div>
</div>`;
}
