/**
 * Product type codes: physical 1, digital 2, service 3,
 * gift card 4, paywall 5. The one definition the client, the platform utilities, the fixtures and
 * the reference backend read.
 */
export const PRODUCT_TYPES = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const;

/** A product type code: one of the values of {@link PRODUCT_TYPES}. */
export type ProductType = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];

const CODES: readonly number[] = Object.values(PRODUCT_TYPES);

/** True for a number that is a product type code. */
export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'number' && CODES.includes(value);
}

/**
 * True for the types that are never shipped: digital, gift card and paywall. A cart holding only
 * these is purely digital; anything physical requires shipping.
 */
export function isDigitalProductType(type: ProductType): boolean {
  return type === PRODUCT_TYPES.digital || type === PRODUCT_TYPES.giftCard || type === PRODUCT_TYPES.paywall;
}
