/** Add-to-cart messages: the first five are word for word from spec/storefront.md §5 and §8. */
export const CART_MESSAGES = {
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number',
  giftCardDenomination: 'Select a denomination for the Gift Card',
  rateLimited: 'Please try again in a few seconds.',
  // Not in the spec (shapes this backend chose; see API.md).
  quantityRange: 'Quantity must be between 1 and 9999.',
  productUnavailable: 'Sorry, that item is no longer available.',
  serviceSingle: 'Only one of this service can be added to the cart.',
  subscriptionOnly: 'Subscription products are purchased through the subscription checkout.',
  notSubscription: 'This product is not available as a subscription.',
  formRequired: 'Please fill in the form for this product.',
  entryNotFound: 'That item is no longer in your cart.',
  noCart: 'You have nothing in your shopping cart.',
  currencyMismatch: 'This item is priced in another currency than the items in your cart.',
} as const;

/** Quantity bounds of spec/storefront.md §9. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;
