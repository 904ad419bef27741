import { CATALOGUE_EN, QUANTITY_LIMITS } from '@storefront-widgets/core';

/**
 * Add-to-cart messages. The platform's own come from core's catalogue, so the
 * client and the backend say the same words; the rest are shapes this backend chose (see API.md).
 */
export const CART_MESSAGES = {
  variantUnavailable: CATALOGUE_EN['addToCart.variantUnavailable'],
  notEnoughStock: CATALOGUE_EN['addToCart.notEnoughStock'],
  giftCardDenomination: CATALOGUE_EN['addToCart.giftCardDenomination'],
  rateLimited: CATALOGUE_EN['http.rateLimited'],
  noCart: CATALOGUE_EN['cart.empty'],
  quantityRange: CATALOGUE_EN['addToCart.quantityOutOfRange']
    .replace('{min}', String(QUANTITY_LIMITS.min))
    .replace('{max}', String(QUANTITY_LIMITS.max)),
  productUnavailable: 'Sorry, that item is no longer available.',
  serviceSingle: 'Only one of this service can be added to the cart.',
  subscriptionOnly: 'Subscription products are purchased through the subscription checkout.',
  notSubscription: 'This product is not available as a subscription.',
  formRequired: 'Please fill in the form for this product.',
  /** Not in the platform: additional fields sent for a product without a form. */
  noAdditionalFields: 'This product takes no additional fields.',
  entryNotFound: 'That item is no longer in your cart.',
  currencyMismatch: 'This item is priced in another currency than the items in your cart.',
} as const;

/** Largest quantity of one cart line. */
export const MAX_QUANTITY = QUANTITY_LIMITS.max;
