/**
 * Quantity input limits. A module of their own: the product-selection store, which a product page
 * renders with, starts from `initial`, and the check of an entered quantity (`validateQuantity`,
 * with its messages) arrives with the click's code.
 */
export const QUANTITY_LIMITS = { min: 1, max: 9999, step: 1, initial: 1 } as const;
