import { PRODUCT_TYPES } from '../api/productTypes';
import type { Messages } from '../messages/createMessages';
import { type AddToCartProduct, isSubscriptionProduct } from './productKinds';

/** Store setting of the platform. */
export interface StoreSettings {
  /** @default true */
  multipleQuantityAllowedForServices?: boolean;
}

/** Total stock of a product; unlimited variants count as `Number.MAX_SAFE_INTEGER`. */
export function totalStock(product: Pick<AddToCartProduct, 'variants'>): number {
  let total = 0;
  for (const variant of product.variants) {
    if (variant.unlimited) return Number.MAX_SAFE_INTEGER;
    total += Math.max(0, variant.qtyInStock);
  }
  return total;
}

/**
 * The quantity input shows only for a physical product, or a service when multiple
 * quantities are allowed; not for subscriptions; and only with total stock above 1.
 */
export function isQuantityInputVisible(product: AddToCartProduct, settings: StoreSettings = {}): boolean {
  const { multipleQuantityAllowedForServices = true } = settings;
  const typeAllows =
    product.productType === PRODUCT_TYPES.physical ||
    (product.productType === PRODUCT_TYPES.service && multipleQuantityAllowedForServices);
  return typeAllows && !isSubscriptionProduct(product) && totalStock(product) > 1;
}

/**
 * The idle button label: the custom text when `useCustomAddButtonText`, 'Subscribe' for
 * subscriptions, else 'Add To Cart'.
 */
export function defaultButtonLabel(product: AddToCartProduct, messages: Messages): string {
  const custom = product.customAddButtonText?.trim();
  if (product.useCustomAddButtonText && custom) return custom;
  return messages.format(isSubscriptionProduct(product) ? 'addToCart.subscribe' : 'addToCart.label');
}

/** Stock check of the platform for items with a form: enough if unlimited or stock exceeds what is in the cart. */
export function hasEnoughStock(
  stock: { unlimited: boolean; qtyInStock: number },
  quantityAlreadyInCart: number,
): boolean {
  return stock.unlimited || stock.qtyInStock > quantityAlreadyInCart;
}
