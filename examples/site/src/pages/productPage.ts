import {
  defaultButtonLabel,
  formatMoney,
  getOptionNames,
  isQuantityInputVisible,
  type Product,
} from '@storefront/core';
import { html, jsonAttribute, type SafeHtml } from '../html';
import { layout } from './layout';

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
      // Colour variants get their own picture, so choosing one switches the main image.
      ...(variant.attributes.Color
        ? { imageUrl: `/images/${product.id}--${variant.attributes.Color}.svg` }
        : {}),
    })),
  };
}

/** Distinct values of one option, in first-seen order. */
const optionValues = (product: Product, option: string) => [
  ...new Set(
    product.variants.map((variant) => variant.attributes[option]).filter((value) => value !== undefined),
  ),
];

/**
 * The add-to-cart block as the server renders it: the same markup the widget renders, so the
 * page is complete before the script runs and mounting shifts nothing.
 */
function addToCartBlock(product: Product): SafeHtml {
  const base = `sf-atc-${product.id}`;
  const options = getOptionNames(product);
  return html`<div class="sf-add-to-cart" data-storefront-widget="add-to-cart" data-image-selector=".product__image" data-product="${jsonAttribute(productData(product))}">
<div class="sf-add-to-cart__controls">
  ${options.map(
    (option, index) => html`<div class="sf-field sf-add-to-cart__option">
    <label class="sf-field__label" for="${base}-option-${index}">${option}</label>
    <select class="sf-select" id="${base}-option-${index}" name="${option}">
      <option value="">Select ${option}</option>
      ${optionValues(product, option).map((value) => html`<option value="${value}">${value}</option>`)}
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
  <button type="button" class="sf-button sf-add-to-cart__button">${defaultButtonLabel(product)}</button>
</div>
</div>`;
}

/** A product detail page: image, name, price, description and the add-to-cart block. */
export function productPage(product: Product, config: Record<string, unknown>): string {
  const first = product.variants[0];
  const price = first
    ? formatMoney(first.onSale ? first.salePriceCents : first.priceCents, product.currency)
    : '';
  return layout({
    title: product.name,
    config: { ...config, currency: product.currency },
    body: html`<article class="product" id="product-${product.id}">
  <img class="product__image" src="${product.imageUrl}" alt="${product.name}" width="480" height="480">
  <div class="product__details">
    <h1 class="product__name">${product.name}</h1>
    <p class="product__price">${price}</p>
    <p class="product__description">${product.description}</p>
    ${addToCartBlock(product)}
  </div>
</article>`,
  });
}

/** The home page: every product, linked. */
export function homePage(products: Product[], config: Record<string, unknown>): string {
  return layout({
    title: 'Shop',
    config,
    body: html`<h1>Shop</h1>
<ul class="product-grid">
  ${products.map(
    (product) =>
      html`<li class="product-grid__item"><a href="/products/${product.urlSlug}">${product.name}</a></li>`,
  )}
</ul>`,
  });
}
