import type { ShoppingCart } from '../api/types';

/** A cart with the defaults of the platform (numbers 0, isPurchased false, empty lists, USD). */
export function createEmptyCart(overrides: Partial<ShoppingCart> = {}): ShoppingCart {
  return {
    id: '',
    websiteId: '',
    orderId: null,
    currency: 'USD',
    created: 0,
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
    ...overrides,
  };
}
