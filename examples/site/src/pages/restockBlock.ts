import type { Product, ProductVariant } from '@storefront/core';
import { html, jsonAttribute, type SafeHtml } from '../html';

/** The store's restock merchandising settings, as the platform passes them to the form. */
export const RESTOCK_MERCHANDISING = {
  mailingListSignUpEnabled: true,
  mailingListOptInByDefault: false,
  restockNotificationMessages: {
    CTAText: 'Get an email as soon as it is back in stock.',
    mailingListDescription: 'Also join our mailing list',
  },
};

/** "Size: M, Color: Black", or '' for a product without options. */
export const variantLabel = (variant: ProductVariant): string =>
  Object.entries(variant.attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');

/**
 * A back-in-stock block for one sold-out variant (or, with `followsVariant`, for whichever sold-out
 * variant the shopper chooses), with the markup the restock widget renders.
 * With a captcha, its empty container keeps the captcha's place (see site.css), so the captcha
 * appearing when the script runs moves nothing.
 */
export function restockBlock(
  product: Product,
  variant: ProductVariant,
  hasCaptcha: boolean,
  followsVariant = false,
): SafeHtml {
  const id = `restock-${variant.id}`;
  const label = followsVariant ? '' : variantLabel(variant);
  // Following the product block's choice, the block shows only while the chosen variant is sold out.
  return html`<section class="restock-block" data-restock-block${followsVariant ? html` hidden` : ''}>
<h2 id="${id}-title">${followsVariant ? 'This choice' : `${product.name}${label ? ` (${label})` : ''}`} is sold out</h2>
<div data-storefront-widget="restock-form" data-product-id="${product.id}" data-variant-id="${variant.id}"${followsVariant ? html` data-follow-variant hidden` : ''} data-merchandising="${jsonAttribute(RESTOCK_MERCHANDISING)}">
<form class="sf-restock" novalidate aria-describedby="${id}-cta">
  <p id="${id}-cta" class="sf-restock-cta">${RESTOCK_MERCHANDISING.restockNotificationMessages.CTAText}</p>
  <div role="alert" class="sf-form-error sf-form-error--empty"></div>
  <div class="sf-field"><label for="${id}-email">Email Address</label><input id="${id}-email" name="email" type="text" inputmode="email" autocomplete="email" value=""></div>
  <div class="sf-field sf-field--checkbox"><label><input type="checkbox" name="isJoinMailingList"> ${RESTOCK_MERCHANDISING.restockNotificationMessages.mailingListDescription}</label></div>
  ${hasCaptcha ? html`<div class="sf-captcha sf-captcha--classic"></div>` : ''}
  <button type="submit" class="sf-button">Sign Up</button>
</form>
</div>
</section>`;
}
