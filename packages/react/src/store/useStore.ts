import { useRef, useSyncExternalStore } from 'react';
import type { StoreApi } from './StoreApi';
import { shallowEqual } from './shallowEqual';

/** The last slice handed to React, and what it was computed from. */
interface SliceCache<TState, TSlice> {
  state: TState;
  selector: (state: TState) => TSlice;
  slice: TSlice;
}

/**
 * Subscribes a component to a slice of a core store (React's `useSyncExternalStore`). The selector
 * may build a fresh object or array (`s => ({ variant: s.variant, price: s.priceCents })`): a
 * result shallowly equal to the previous one (`shallowEqual`) is handed back as that same
 * reference, so React neither loops nor re-renders for it. On a server the store's
 * `getInitialState()` is the snapshot when it has one (as zustand's stores do), else `getState()`.
 * @param isEqual when two slices count as the same. @default shallowEqual
 */
export function useStore<TState, TSlice>(
  store: StoreApi<TState> & { getInitialState?: () => TState },
  selector: (state: TState) => TSlice,
  isEqual: (a: TSlice, b: TSlice) => boolean = shallowEqual,
): TSlice {
  const cache = useRef<SliceCache<TState, TSlice> | null>(null);
  const select = (state: TState): TSlice => {
    const cached = cache.current;
    if (cached && cached.state === state && cached.selector === selector) return cached.slice;
    const next = selector(state);
    const slice = cached && isEqual(cached.slice, next) ? cached.slice : next;
    cache.current = { state, selector, slice };
    return slice;
  };
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getInitialState?.() ?? store.getState()),
  );
}
