import { type AddToCartProduct, type CommerceNavigation, createMessages } from '@storefront-widgets/core';

/** The English formatter the tests pass wherever core formats a text. */
export const messages = createMessages();

/** A physical T-shirt with Size × Color variants. */
export function tee(overrides: Partial<AddToCartProduct> = {}): AddToCartProduct {
  return {
    id: 'tee',
    name: 'Classic Tee',
    productType: 1,
    variantOptionOrdering: ['Size', 'Color'],
    variants: [
      {
        id: 'v1',
        sku: 'TEE-S-BLK',
        attributes: { Size: 'S', Color: 'Black' },
        unlimited: false,
        qtyInStock: 5,
      },
      {
        id: 'v2',
        sku: 'TEE-M-BLK',
        attributes: { Size: 'M', Color: 'Black' },
        unlimited: false,
        qtyInStock: 1,
      },
      {
        id: 'v3',
        sku: 'TEE-M-WHT',
        attributes: { Size: 'M', Color: 'White' },
        unlimited: true,
        qtyInStock: 0,
      },
    ],
    isSubscribable: false,
    additionalFieldsFormId: null,
    useCustomAddButtonText: false,
    customAddButtonText: '',
    ...overrides,
  };
}

/** A navigation that records where it was sent. */
export function recordingNavigation(): CommerceNavigation & { visits: string[] } {
  const visits: string[] = [];
  return {
    visits,
    goToCart: () => visits.push('cart'),
    goToCheckout: () => visits.push('checkout'),
    goToSubscriptionCheckout: (token) => visits.push(`subscription:${token}`),
    goToGiftCardPage: (productId, sku) => visits.push(`giftcard:${productId}:${sku}`),
  };
}
