import type { CartState } from '@storefront-widgets/core';
import { useStorefront } from '../context/useStorefront';
import { useStore } from './useStore';

/** A slice of the provider's cart store, e.g. `useCart(selectCartQuantity)`. Same selector rules as {@link useStore}. */
export function useCart<TSlice>(selector: (state: CartState) => TSlice): TSlice {
  return useStore(useStorefront().cartStore, selector);
}
