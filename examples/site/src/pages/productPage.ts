import {
  createMessages,
  defaultButtonLabel,
  formatMoney,
  getOptionNames,
  getOptionValues,
  isOptionValueSoldOut,
  isQuantityInputVisible,
  isVariantSoldOut,
  type Product,
  resolveVariant,
} from '@storefront/core';
import { html, jsonAttribute, type SafeHtml } from '../html';
import { installmentBlock } from './installmentBlock';
import { layout } from './layout';
import { restockBlock } from './restockBlock';

/** The English texts the server renders, as the widgets do. */
const messages = createMessages();

/** The product JSON the add-to-cart block carries in `data-product` (see the README's data-* reference). */
export function productData(product: Product) {
  return {
    id: product.id,
    name: product.name,
    productType: product.productType,
    variantOptionOrdering: product.variantOptionOrdering,
    additionalFieldsFormId: product.additionalFieldsFormId,
    isSubscribable: product.isSubscribable,
    useCustomAddButtonText: product.useCustomAddButtonText,
    customAddButtonText: product.customAddButtonText,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      attributes: variant.attributes,
      unlimited: variant.unlimited,
      qtyInStock: variant.qtyInStock,
      priceCents: variant.onSale ? variant.salePriceCents : variant.priceCents,
      ...(variant.onSale ? { compareAtPriceCents: variant.priceCents } : {}),
      // Colour variants get their own picture, so choosing one switches the main image.
      ...(variant.attributes.Color
        ? { imageUrl: `/images/${product.id}--${variant.attributes.Color}.svg` }
        : {}),
    })),
  };
}

/**
 * The add-to-cart block as the server renders it: the same markup the widget renders, so the
 * page is complete before the script runs and mounting shifts nothing.
 */
function addToCartBlock(product: Product): SafeHtml {
  const base = `sf-atc-${product.id}`;
  const options = getOptionNames(product);
  // What the widget renders before a choice: sold-out values marked, a sold-out only variant's button disabled.
  const soldOut = messages.format('product.soldOut');
  const { variant } = resolveVariant(product, {});
  const isSoldOut = variant !== null && isVariantSoldOut(variant);
  return html`<div class="sf-add-to-cart" data-storefront-widget="add-to-cart" data-image-selector=".product__image" data-price-selector=".product__price" data-product="${jsonAttribute(productData(product))}">
<div class="sf-add-to-cart__controls">
  ${options.map(
    (option, index) => html`<div class="sf-field sf-add-to-cart__option">
    <label class="sf-field__label" for="${base}-option-${index}">${option}</label>
    <select class="sf-select" id="${base}-option-${index}" name="${option}">
      <option value="">Select ${option}</option>
      ${getOptionValues(product, option).map(
        (value) =>
          html`<option value="${value}">${isOptionValueSoldOut(product, {}, option, value) ? `${value} (${soldOut})` : value}</option>`,
      )}
    </select>
  </div>`,
  )}
  ${
    isQuantityInputVisible(product)
      ? html`<div class="sf-field sf-quantity">
    <label class="sf-field__label" for="${base}-quantity">Quantity</label>
    <input class="sf-input" id="${base}-quantity" name="quantity" type="number" inputmode="numeric" min="1" max="9999" step="1" value="1">
  </div>`
      : ''
  }
  <button type="button" class="sf-button sf-add-to-cart__button" data-status="idle"${isSoldOut ? html` disabled` : ''}>${isSoldOut ? soldOut : defaultButtonLabel(product, messages)}</button>
</div>
</div>`;
}

/**
 * A product detail page: image, name, price, description, the add-to-cart block, the installment
 * pill where the product qualifies (not when sold out), and a back-in-stock form that follows the
 * chosen variant (shown while it is sold out; always for a product with nothing left).
 */
export function productPage(product: Product, config: Record<string, unknown>): string {
  const first = product.variants[0];
  const priceCents = first ? (first.onSale ? first.salePriceCents : first.priceCents) : 0;
  const money = (cents: number) => formatMoney(cents, product.currency);
  // The same markup the widget writes when the variant changes (a struck-through regular price on sale).
  const price = !first
    ? ''
    : first.onSale
      ? html`<s class="sf-price__compare-at">${money(first.priceCents)}</s> <span class="sf-price__current">${money(priceCents)}</span> <span class="sf-price__sale">sale</span>`
      : html`<span class="sf-price__current">${money(priceCents)}</span>`;
  const soldOut = product.variants.filter(isVariantSoldOut);
  const isProductSoldOut = soldOut.length === product.variants.length;
  // Only the restock form needs the captcha, so only pages with one load the captcha script.
  const { captchaSiteKey, ...pageConfig } = config;
  return layout({
    title: product.name,
    config: {
      ...pageConfig,
      currency: product.currency,
      ...(soldOut.length && captchaSiteKey ? { captchaSiteKey } : {}),
    },
    body: html`<article class="product" id="product-${product.id}">
  <img class="product__image" src="${product.imageUrl}" alt="${product.name}" width="480" height="480">
  <div class="product__details">
    <h1 class="product__name">${product.name}</h1>
    <p class="product__price"${first?.onSale ? html` data-on-sale="true"` : ''}>${price}</p>
    ${isProductSoldOut ? '' : installmentBlock(product, priceCents)}
    <p class="product__description">${product.description}</p>
    ${addToCartBlock(product)}
    ${soldOut[0] ? restockBlock(product, soldOut[0], Boolean(captchaSiteKey), !isProductSoldOut) : ''}
  </div>
</article>`,
  });
}
