import { PRODUCT_TYPES } from '../api/productTypes';
import type { Product, ProductVariant } from '../api/types';

/**
 * Variant fields the add-to-cart rules read: what a server-rendered product block can carry,
 * not the whole wire variant.
 */
export type AddToCartVariant = Pick<ProductVariant, 'sku' | 'attributes' | 'unlimited' | 'qtyInStock'> & {
  /** Variant id (restock sign-ups use it). */
  id?: string;
  /** Unit price in minor units (the sale price while on sale). */
  priceCents?: number;
  /** The regular price in minor units while the variant is on sale, shown struck through. */
  compareAtPriceCents?: number;
  /** Main image of the product block while this variant is chosen. */
  imageUrl?: string;
};

/** Product fields the add-to-cart rules read. */
export type AddToCartProduct = Pick<Product, 'id' | 'productType'> & {
  variants: readonly AddToCartVariant[];
} & Partial<
    Pick<
      Product,
      | 'name'
      | 'isSubscribable'
      | 'subscriptionPlan'
      | 'additionalFieldsFormId'
      | 'useCustomAddButtonText'
      | 'customAddButtonText'
      | 'variantOptionOrdering'
    >
  >;

/** True for a subscription product (goes to the subscription checkout). */
export function isSubscriptionProduct(product: Pick<AddToCartProduct, 'isSubscribable'>): boolean {
  return product.isSubscribable === true;
}

/** True for a gift card (goes to the gift-card page). */
export function isGiftCardProduct(product: Pick<AddToCartProduct, 'productType'>): boolean {
  return product.productType === PRODUCT_TYPES.giftCard;
}
