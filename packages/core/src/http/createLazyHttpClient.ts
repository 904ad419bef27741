import type { Messages } from '../messages/createMessages';
import type { HttpClient, SearchParams } from './createHttpClient';
import { networkErrorToApiError } from './networkErrorToApiError';

/** Options of {@link createLazyHttpClient}. */
export interface LazyHttpClientOptions {
  /** Loads the real client, e.g. by importing the code-split chunk that holds ky. */
  load: () => Promise<HttpClient>;
  /** Formatter for the error of a failed load. */
  messages: Messages;
}

/** An {@link HttpClient} whose implementation arrives on first use or when preloaded. */
export interface LazyHttpClient extends HttpClient {
  /**
   * Starts loading the client now (at idle time, on a first interaction) and resolves with it.
   * Calls share one load; after a failed load the next call tries again.
   */
  preload(): Promise<HttpClient>;
}

/**
 * An HTTP client that loads its implementation only when a call needs it or `preload()` asks, so
 * a page renders before the HTTP code has downloaded. A call made before the load completes waits
 * for it and is then sent at once; a load that fails rejects the call with the network
 * {@link ApiError} ('Please check your internet connection.').
 */
export function createLazyHttpClient(options: LazyHttpClientOptions): LazyHttpClient {
  const { load, messages } = options;
  let loading: Promise<HttpClient> | undefined;
  const preload = () => {
    loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw networkErrorToApiError(cause, messages);
    });
    return loading;
  };
  return {
    preload,
    get: async <T>(path: string, searchParams?: SearchParams) => (await preload()).get<T>(path, searchParams),
    post: async <T>(path: string, json?: unknown) => (await preload()).post<T>(path, json),
    put: async <T>(path: string, json?: unknown) => (await preload()).put<T>(path, json),
    delete: async <T>(path: string, searchParams?: SearchParams) =>
      (await preload()).delete<T>(path, searchParams),
    postForm: async <T>(path: string, fields: Readonly<Record<string, string>>) =>
      (await preload()).postForm<T>(path, fields),
  };
}
