import { isDigitalProductType, PRODUCT_TYPES, type ProductType } from '../api/productTypes';

/** What a cart's lines say about its content. */
export interface CartContentFlags {
  /** Some line is a digital product. */
  hasDigital: boolean;
  /** Every line is digital, a gift card or a paywall (and there is at least one). */
  purelyDigital: boolean;
  /** Some line is a physical product. */
  requiresShipping: boolean;
}

/** The content flags of a cart's lines; the backend's carts and the fixtures both derive them here. */
export function cartContentFlags(entries: ReadonlyArray<{ productType: ProductType }>): CartContentFlags {
  return {
    hasDigital: entries.some((entry) => entry.productType === PRODUCT_TYPES.digital),
    purelyDigital: entries.length > 0 && entries.every((entry) => isDigitalProductType(entry.productType)),
    requiresShipping: entries.some((entry) => entry.productType === PRODUCT_TYPES.physical),
  };
}
