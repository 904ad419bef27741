import {
  type CartEntry,
  cartContentFlags,
  createEmptyCart,
  createMoney,
  PRODUCT_TYPES,
  type ShoppingCart,
} from '@storefront-widgets/core';

/**
 * A cart in the wire shape, for stories and component tests. Totals are derived from `entries`
 * (no tax, shipping or discount) unless overridden.
 */
export function createShoppingCart(overrides: Partial<ShoppingCart> = {}): ShoppingCart {
  const entries = overrides.entries ?? [];
  const subtotalCents = entries.reduce((sum, e) => sum + e.purchasePriceCents * e.quantity, 0);
  const totalQuantity = entries.reduce((sum, e) => sum + e.quantity, 0);
  return createEmptyCart({
    id: entries.length > 0 ? 'cart-fixture' : '',
    websiteId: 'site-demo',
    entries,
    subtotalCents,
    grandTotalCents: subtotalCents,
    totalQuantity,
    ...cartContentFlags(entries),
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
    productType: PRODUCT_TYPES.physical,
    additionalFields: null,
    ...overrides,
  };
}
