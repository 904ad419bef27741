import { useSyncExternalStore } from 'react';
import type { StoreApi } from './StoreApi';

/**
 * Subscribes a component to a slice of a core store. The selector must return a primitive or a
 * reference the store already holds (e.g. `s => s.cart`), never a fresh object, or React would
 * re-render forever; compute derived values in core selectors that return primitives.
 */
export function useStore<TState, TSlice>(
  store: StoreApi<TState>,
  selector: (state: TState) => TSlice,
): TSlice {
  const getSnapshot = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
