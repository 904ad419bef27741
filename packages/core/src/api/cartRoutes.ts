// Route patterns: `:name` marks a path parameter (see apiPath).
/** Commerce calls: the only table a product page ships. */
export const CART_ROUTES = {
  cart: '/api/commerce/shopping-cart',
  cartEntries: '/api/commerce/shopping-cart/entries',
  cartEntry: '/api/commerce/shopping-cart/entries/:entryId',
  cartEntryAdditionalFields: '/api/commerce/shopping-cart/entries/:entryId/additionalFields',
  cartCoupons: '/api/commerce/shopping-cart/coupons',
  cartCoupon: '/api/commerce/shopping-cart/coupons/:code',
  cartShippingOption: '/api/commerce/shopping-cart/shipping-option',
  subscriptionCart: '/api/3/commerce/cart/subscription',
  /** "commerce/inventory/stock/ (under the API root)", with its trailing slash. */
  inventoryStock: '/api/commerce/inventory/stock/',
} as const;
