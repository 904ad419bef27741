import { createStore, type StoreApi } from 'zustand/vanilla';
import { type FetchState, fetchStateMachine, initialFetchState } from './fetchStateMachine';

/** Options of {@link createFetchState}. */
export interface FetchStateOptions {
  /**
   * Handles a failed fetch. Without one the error is logged with console.error (the platform:
   * "Failed fetches store the error and log it unless a handler is given"). Either way the
   * error is stored in the state.
   */
  onError?: (error: unknown) => void;
}

/** A generic fetch as a store: `getState()`, `subscribe(listener)`, and `fetch()` to run it. */
export interface FetchStore<Data> extends Pick<StoreApi<FetchState<Data>>, 'getState' | 'subscribe'> {
  /**
   * Runs the loader. A fetch started while another is pending supersedes it: only the latest
   * one's outcome is stored. Resolves with the data, or undefined when it failed or was superseded.
   */
  fetch(): Promise<Data | undefined>;
}

/** Creates a generic fetch over a loader, e.g. `() => client.get('/api/website')`. */
export function createFetchState<Data>(
  load: () => Promise<Data>,
  options: FetchStateOptions = {},
): FetchStore<Data> {
  const store = createStore<FetchState<Data>>(() => initialFetchState<Data>());
  let latest = 0;
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    async fetch() {
      const run = ++latest;
      store.setState(fetchStateMachine(store.getState(), { type: 'start' }), true);
      try {
        const data = await load();
        if (run !== latest) return undefined;
        store.setState(fetchStateMachine(store.getState(), { type: 'succeed', data }), true);
        return data;
      } catch (error) {
        if (run !== latest) return undefined;
        store.setState(fetchStateMachine(store.getState(), { type: 'fail', error }), true);
        if (options.onError) options.onError(error);
        else console.error('[storefront] Fetch failed', error);
        return undefined;
      }
    },
  };
}
