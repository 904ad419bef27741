import {
  type AddToCartProduct,
  type AddToCartResult,
  type AddToCartVariant,
  isProductType,
  PRODUCT_TYPES,
  type ProductSelection,
} from '@storefront-widgets/core';
import type { ParsePropsResult } from '@storefront-widgets/react/server';

/** Props of `<AddToCartButton>`, all serialisable so the drop-in can read them from HTML. */
export interface AddToCartButtonProps {
  /** The product: its type, variants (SKU, options, stock, price) and option order. */
  product: AddToCartProduct;
  /**
   * Services may be bought more than once: the quantity input shows for them, and stock is
   * checked against the quantity already in the cart.
   * @default true
   */
  multipleQuantityAllowedForServices?: boolean;
  /** CSS selector (inside the product block) of the main image to switch with the variant. */
  imageSelector?: string;
  /** CSS selector (inside the product block) of the price to follow the variant. */
  priceSelector?: string;
  /** The store's custom sold-out text. @default 'sold out' */
  soldOutText?: string;
  /** Called with what each click led to (added, checkout, form to open, failure…). */
  onResult?: (outcome: AddToCartResult) => void;
  /**
   * The product block's selection store (`createProductSelection` of this `product`), shared with
   * the block's other widgets (the drop-in gives each block one). Read once, at mount.
   * @default a store of the button's own
   */
  selection?: ProductSelection;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringMap = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');

/** An optional amount in minor units: absent, or an integer. */
const isCents = (value: unknown): value is number | undefined =>
  value === undefined || (typeof value === 'number' && Number.isInteger(value));

function parseVariant(value: unknown, index: number): AddToCartVariant | string {
  const where = `data-product: variants[${index}]`;
  if (!isRecord(value)) return `${where} must be an object`;
  const { id, sku, attributes, unlimited, qtyInStock, priceCents, compareAtPriceCents, imageUrl } = value;
  if (typeof sku !== 'string' || !sku) return `${where}.sku must be a non-empty string`;
  if (attributes !== undefined && !isStringMap(attributes))
    return `${where}.attributes must map option names to strings`;
  if (
    qtyInStock !== undefined &&
    (typeof qtyInStock !== 'number' || !Number.isInteger(qtyInStock) || qtyInStock < 0)
  ) {
    return `${where}.qtyInStock must be a whole number of 0 or more`;
  }
  if (!isCents(priceCents)) return `${where}.priceCents must be an integer amount in minor units`;
  if (!isCents(compareAtPriceCents))
    return `${where}.compareAtPriceCents must be an integer amount in minor units`;
  return {
    id: typeof id === 'string' && id ? id : sku,
    sku,
    attributes: attributes ?? {},
    unlimited: unlimited === true,
    qtyInStock: qtyInStock ?? 0,
    ...(priceCents !== undefined ? { priceCents } : {}),
    ...(compareAtPriceCents !== undefined ? { compareAtPriceCents } : {}),
    ...(typeof imageUrl === 'string' ? { imageUrl } : {}),
  };
}

/** Validates a product object (from JSON) into {@link AddToCartProduct}, or says what is wrong. */
export function parseProduct(value: unknown): AddToCartProduct | string {
  if (!isRecord(value)) return 'data-product must be a JSON object';
  const { id, name, productType, variants, variantOptionOrdering } = value;
  if (typeof id !== 'string' || !id) return 'data-product: "id" must be a non-empty string';
  // Paywall products are not sold through the button.
  if (!isProductType(productType) || productType === PRODUCT_TYPES.paywall) {
    return 'data-product: "productType" must be 1 (physical), 2 (digital), 3 (service) or 4 (gift card)';
  }
  if (!Array.isArray(variants) || variants.length === 0)
    return 'data-product: "variants" must be a non-empty array';
  const parsed: AddToCartVariant[] = [];
  for (const [index, variant] of variants.entries()) {
    const result = parseVariant(variant, index);
    if (typeof result === 'string') return result;
    parsed.push(result);
  }
  if (
    variantOptionOrdering !== undefined &&
    !(
      Array.isArray(variantOptionOrdering) &&
      variantOptionOrdering.every((entry) => typeof entry === 'string')
    )
  ) {
    return 'data-product: "variantOptionOrdering" must be an array of option names';
  }
  const optionNames = variantOptionOrdering ?? Object.keys(parsed[0]?.attributes ?? {});
  return {
    id,
    name: typeof name === 'string' ? name : '',
    productType,
    variants: parsed,
    variantOptionOrdering: parsed.length > 1 ? optionNames : [],
    additionalFieldsFormId:
      typeof value.additionalFieldsFormId === 'string' ? value.additionalFieldsFormId : null,
    isSubscribable: value.isSubscribable === true,
    useCustomAddButtonText: value.useCustomAddButtonText === true,
    customAddButtonText: typeof value.customAddButtonText === 'string' ? value.customAddButtonText : '',
  };
}

/**
 * Reads an add-to-cart block's props from its element: the product as JSON in `data-product`
 * (or in a child `<script type="application/json" data-product>`), plus optional
 * `data-image-selector` and `data-multiple-quantity-allowed-for-services`.
 */
export function parseProps(element: HTMLElement): ParsePropsResult<AddToCartButtonProps> {
  const script = element.querySelector('script[type="application/json"][data-product]');
  const text = script ? script.textContent : element.dataset.product;
  if (!text) return { ok: false, error: 'missing data-product (the product as JSON)' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `data-product is not valid JSON (${(error as Error).message})` };
  }
  const product = parseProduct(json);
  if (typeof product === 'string') return { ok: false, error: product };
  const multiple = element.dataset.multipleQuantityAllowedForServices;
  if (multiple !== undefined && multiple !== 'true' && multiple !== 'false') {
    return { ok: false, error: 'data-multiple-quantity-allowed-for-services must be true or false' };
  }
  const { imageSelector } = element.dataset;
  if (imageSelector) {
    // An invalid selector would throw later, when a variant is chosen; refuse it now.
    try {
      element.ownerDocument.createDocumentFragment().querySelector(imageSelector);
    } catch {
      return { ok: false, error: `data-image-selector is not a valid CSS selector: "${imageSelector}"` };
    }
  }
  return {
    ok: true,
    props: {
      product,
      ...(multiple !== undefined ? { multipleQuantityAllowedForServices: multiple === 'true' } : {}),
      ...(element.dataset.imageSelector ? { imageSelector: element.dataset.imageSelector } : {}),
      ...(element.dataset.priceSelector ? { priceSelector: element.dataset.priceSelector } : {}),
      ...(element.dataset.soldOutText ? { soldOutText: element.dataset.soldOutText } : {}),
    },
  };
}
