import {
  type AddToCartVariant,
  formatMoney,
  type Messages,
  type ProductSelection,
  type ProductSelectionState,
} from '@storefront-widgets/core';
import { findInProductBlock, findProductImage } from './findProductImage';

/** What {@link followVariant} applies to the product block. */
export interface FollowVariantOptions {
  /** The add-to-cart block's root element. */
  root: HTMLElement;
  /** The product block's selection store. */
  selection: ProductSelection;
  /** CSS selector of the block's main image (`data-image-selector`). */
  imageSelector: string | undefined;
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
 * so a product page does not pay for it before then: the main image and the price element follow the selection's
 * variant (and the gift card's denomination), with the regular price struck through while on
 * sale; and the `storefront:variant-selected` event tells the page's scripts which variant is
 * chosen and whether it is sold out (the drop-in's widgets read the selection store instead).
 * Applies the current choice at once, then every change of variant.
 * @returns stops following.
 */
export function followVariant(options: FollowVariantOptions): () => void {
  const { root, selection, imageSelector, priceSelector } = options;
  const money = (cents: number) => formatMoney(cents, options.currency, { locale: options.locale });
  const apply = ({ product, variant, isSoldOut }: ProductSelectionState) => {
    // Storefront §2: the product block switches its main image when a variant is chosen.
    const image = imageSelector && variant?.imageUrl ? findProductImage(root, imageSelector) : null;
    if (image && variant?.imageUrl && image.getAttribute('src') !== variant.imageUrl)
      image.src = variant.imageUrl;
    if (priceSelector && variant?.priceCents !== undefined) {
      const element = findInProductBlock(root, priceSelector);
      if (element) renderPrice(element, variant, money, options.messages.format('product.sale'));
    }
    const detail: VariantSelectedDetail = {
      productId: product.id,
      variantId: variant ? (variant.id ?? variant.sku) : null,
      sku: variant?.sku ?? null,
      isSoldOut,
    };
    root.dispatchEvent(new CustomEvent('storefront:variant-selected', { bubbles: true, detail }));
  };
  apply(selection.getState());
  return selection.subscribe((state, previous) => {
    if (state.variant !== previous.variant) apply(state);
  });
}
