/**
 * The one contract a hook needs from a core store: read the current state and be told when it
 * changes. zustand's vanilla `createStore` satisfies it (its listener also receives the states,
 * which a `() => void` listener ignores).
 */
export interface StoreApi<TState> {
  getState(): TState;
  subscribe(listener: () => void): () => void;
}
