import {
  type AddToCartProduct,
  type AddToCartVariant,
  formatMoney,
  isVariantSoldOut,
  type Messages,
} from '@storefront-widgets/core';
import { findInProductBlock } from './findProductImage';

/** What {@link followVariant} applies to the product block. */
export interface FollowVariantOptions {
  /** The add-to-cart block's root element. */
  root: HTMLElement;
  product: AddToCartProduct;
  /** The chosen variant, or null while the choice is incomplete. */
  variant: AddToCartVariant | null;
  /** CSS selector of the block's price element (`data-price-selector`). */
  priceSelector: string | undefined;
  /** ISO 4217 code of the store's prices. */
  currency: string;
  locale: string;
  messages: Messages;
}

/** `detail` of the `storefront:variant-selected` event. */
export interface VariantSelectedDetail {
  productId: string;
  /** The chosen variant's id, or null while the choice is incomplete. */
  variantId: string | null;
  sku: string | null;
  isSoldOut: boolean;
}

/** Writes the variant's price into the price element: the sale price after the struck-through regular one. */
function renderPrice(
  element: Element,
  variant: AddToCartVariant,
  money: (cents: number) => string,
  saleLabel: string,
) {
  const { priceCents = 0, compareAtPriceCents } = variant;
  const price = document.createElement('span');
  price.className = 'sf-price__current';
  price.textContent = money(priceCents);
  if (compareAtPriceCents === undefined || compareAtPriceCents <= priceCents) {
    element.replaceChildren(price);
    element.removeAttribute('data-on-sale');
    return;
  }
  const compareAt = document.createElement('s');
  compareAt.className = 'sf-price__compare-at';
  compareAt.textContent = money(compareAtPriceCents);
  const badge = document.createElement('span');
  badge.className = 'sf-price__sale';
  badge.textContent = saleLabel;
  element.replaceChildren(compareAt, ' ', price, ' ', badge);
  element.setAttribute('data-on-sale', 'true');
}

/**
 * What the product block does when the shopper changes the variant, loaded on the first change
 * so a product page does not pay for it before then: the price element follows the variant (and
 * the gift card's denomination), with the regular price struck through while on sale; and the
 * `storefront:variant-selected` event tells the page's other widgets (the restock form) which
 * variant is chosen and whether it is sold out.
 */
export function followVariant(options: FollowVariantOptions): void {
  const { root, product, variant, priceSelector } = options;
  if (priceSelector && variant?.priceCents !== undefined) {
    const element = findInProductBlock(root, priceSelector);
    const money = (cents: number) => formatMoney(cents, options.currency, { locale: options.locale });
    if (element) renderPrice(element, variant, money, options.messages.format('product.sale'));
  }
  const detail: VariantSelectedDetail = {
    productId: product.id,
    variantId: variant ? (variant.id ?? variant.sku) : null,
    sku: variant?.sku ?? null,
    isSoldOut: variant ? isVariantSoldOut(variant) : false,
  };
  root.dispatchEvent(new CustomEvent('storefront:variant-selected', { bubbles: true, detail }));
}
