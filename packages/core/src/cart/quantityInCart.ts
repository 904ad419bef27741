import type { ShoppingCart } from '../api/types';

/** Quantity of an item already in the cart, for one variant when `sku` is given. */
export function quantityInCart(cart: ShoppingCart | null | undefined, itemId: string, sku?: string): number {
  if (!cart) return 0;
  let total = 0;
  for (const entry of cart.entries) {
    if (entry.itemId !== itemId) continue;
    if (sku !== undefined && entry.chosenVariant.sku !== sku) continue;
    total += entry.quantity;
  }
  return total;
}
