import { type CartEntry, createEmptyCart, type ShoppingCart } from '@storefront/core';
import { createMoney } from '../money/createMoney';

/**
 * A cart in the wire shape, for stories and component tests. Totals are derived from `entries`
 * (no tax, shipping or discount) unless overridden.
 */
export function createShoppingCart(overrides: Partial<ShoppingCart> = {}): ShoppingCart {
  const entries = overrides.entries ?? [];
  const subtotalCents = entries.reduce((sum, e) => sum + e.purchasePriceCents * e.quantity, 0);
  const totalQuantity = entries.reduce((sum, e) => sum + e.quantity, 0);
  const hasDigital = entries.some((e) => e.productType === 2);
  const purelyDigital =
    entries.length > 0 && entries.every((e) => e.productType === 2 || e.productType === 4);
  return createEmptyCart({
    id: entries.length > 0 ? 'cart-fixture' : '',
    websiteId: 'site-demo',
    entries,
    subtotalCents,
    grandTotalCents: subtotalCents,
    totalQuantity,
    hasDigital,
    purelyDigital,
    requiresShipping: entries.some((e) => e.productType === 1),
    ...overrides,
  });
}

/** A cart entry in the wire shape, for stories and component tests. */
export function createCartEntry(overrides: Partial<CartEntry> & Pick<CartEntry, 'itemId'>): CartEntry {
  const quantity = overrides.quantity ?? 1;
  const purchasePriceCents = overrides.purchasePriceCents ?? 2500;
  return {
    id: `entry-${overrides.itemId}`,
    chosenVariant: { sku: 'SKU-1', attributes: {} },
    quantity,
    title: 'Product',
    subTotal: createMoney(quantity * purchasePriceCents, 'USD'),
    purchasePriceCents,
    productType: 1,
    additionalFields: null,
    ...overrides,
  };
}
