import type { CartState } from '@storefront-widgets/core';
import { useStorefront } from '../context/useStorefront';
import { useStore } from '../store/useStore';

/**
 * A slice of the provider's cart store, e.g. `useCartStore((state) => state.cart?.totalQuantity ?? 0)`:
 * re-renders only when that slice changes. Same selector rules as {@link useStore}. For the cart
 * with its line actions, `useCart()`.
 */
export function useCartStore<TSlice>(selector: (state: CartState) => TSlice): TSlice {
  return useStore(useStorefront().cartStore, selector);
}
