import type { Product, ProductVariant } from '@storefront-widgets/core';

/**
 * The store's merchandising settings (spec/platform.md §3 "Product merchandising context"): who
 * may sign up for a restock email and with which texts, and the scarcity message. The reference
 * backend has no merchandising settings, so the site holds them, as a platform page gets them
 * from the store's settings.
 */
export const STORE_MERCHANDISING = {
  mailingListSignUpEnabled: true,
  mailingListOptInByDefault: false,
  restockNotificationMessages: {
    CTAText: 'Get an email as soon as it is back in stock.',
    mailingListDescription: 'Also join our mailing list',
  },
  scarcityEnabled: true,
  /** `{qtyInStock}` is filled in by the `product-scarcity` formatter. */
  scarcityText: 'Only {qtyInStock} left in stock',
  /** A variant with this many units or fewer (and more than none) shows the scarcity text. */
  scarcityThreshold: 20,
} as const;

/** One product's merchandising context, as `product-restock-notification` and `product-scarcity` read it. */
export interface PlatformMerchandising {
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
  restockNotificationMessages: { CTAText: string; mailingListDescription: string };
  /** One back-in-stock form per sold-out variant. */
  restockNotificationViews: Array<{ variantId: string }>;
  scarcityEnabled: boolean;
  scarcityText: string;
  /** One message per low-stock variant; a variant of a product with options names its `attributes`. */
  scarcityTemplateViews: Array<{ qtyInStock: number; attributes?: Record<string, string> }>;
}

/** A variant that can never be bought until restocked. */
export const isVariantSoldOut = (variant: ProductVariant) => !variant.unlimited && variant.qtyInStock === 0;

/**
 * The page's `productMerchandisingContext`, by product id: a restock view for every sold-out
 * variant and a scarcity view for every variant with few units left.
 */
export function toMerchandisingContext(products: Product[]): Record<string, PlatformMerchandising> {
  const { scarcityThreshold, ...settings } = STORE_MERCHANDISING;
  return Object.fromEntries(
    products.map((product) => {
      const hasOptions = product.variants.length > 1;
      const low = product.variants.filter(
        (variant) => !variant.unlimited && variant.qtyInStock > 0 && variant.qtyInStock <= scarcityThreshold,
      );
      return [
        product.id,
        {
          ...settings,
          restockNotificationMessages: { ...settings.restockNotificationMessages },
          restockNotificationViews: product.variants
            .filter(isVariantSoldOut)
            .map((variant) => ({ variantId: variant.id })),
          scarcityTemplateViews: low.map((variant) => ({
            qtyInStock: variant.qtyInStock,
            ...(hasOptions ? { attributes: variant.attributes } : {}),
          })),
        },
      ];
    }),
  );
}
