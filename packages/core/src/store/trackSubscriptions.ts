/** A zustand/vanilla listener: the new state and the one before. */
type Listener<S> = (state: S, previous: S) => void;

/**
 * A controller's `subscribe` over its store, remembering every listener so `destroy()` can drop
 * them all at once (`unsubscribeAll`): a component that forgets to unsubscribe then leaks nothing.
 */
export function trackSubscriptions<S>(store: { subscribe(listener: Listener<S>): () => void }) {
  const unsubscribes = new Set<() => void>();
  return {
    subscribe(listener: Listener<S>): () => void {
      const unsubscribe = store.subscribe(listener);
      unsubscribes.add(unsubscribe);
      return () => {
        unsubscribes.delete(unsubscribe);
        unsubscribe();
      };
    },
    unsubscribeAll(): void {
      for (const unsubscribe of unsubscribes) unsubscribe();
      unsubscribes.clear();
    },
  };
}
