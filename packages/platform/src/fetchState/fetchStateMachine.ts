/** A generic fetch: idle, then pending, then success or failed. */
export type FetchStatus = 'idle' | 'pending' | 'success' | 'failed';

/** The state of a generic fetch. */
export interface FetchState<Data> {
  status: FetchStatus;
  /** True while pending. */
  isLoading: boolean;
  /** The last data loaded; kept while a refetch is pending or after it fails. */
  data: Data | undefined;
  /** The error of the last failed fetch; cleared when a fetch starts. */
  error: unknown;
}

/** What happens to a fetch. */
export type FetchEvent<Data> =
  | { type: 'start' }
  | { type: 'succeed'; data: Data }
  | { type: 'fail'; error: unknown };

/** The state before any fetch. */
export function initialFetchState<Data>(): FetchState<Data> {
  return { status: 'idle', isLoading: false, data: undefined, error: undefined };
}

/**
 * The pure transition of a generic fetch: pending is loading with no error, success
 * sets the data, failed sets the error.
 */
export function fetchStateMachine<Data>(state: FetchState<Data>, event: FetchEvent<Data>): FetchState<Data> {
  switch (event.type) {
    case 'start':
      return { ...state, status: 'pending', isLoading: true, error: undefined };
    case 'succeed':
      return { status: 'success', isLoading: false, data: event.data, error: undefined };
    case 'fail':
      return { ...state, status: 'failed', isLoading: false, error: event.error };
  }
}
