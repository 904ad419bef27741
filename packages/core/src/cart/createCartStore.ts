import type { ShoppingCart } from '../api/types';
import type { HttpClient } from '../http/createHttpClient';
import type { Messages } from '../messages/createMessages';
import { createCartApi } from './createCartApi';
import { type CartStore, createLazyCartStore } from './createLazyCartStore';

/** Options of {@link createCartStore}. */
export interface CartStoreOptions {
  /** The HTTP client the commerce calls go through. */
  client: HttpClient;
  /** The formatter of the message of a failure that reached the store without an ApiError. */
  messages: Messages;
  /** A cart already known (e.g. rendered into the page). @default null */
  initialCart?: ShoppingCart | null;
}

/** Creates the cart store over the commerce calls of `client`. */
export function createCartStore(options: CartStoreOptions): CartStore {
  const { client, ...rest } = options;
  const api = createCartApi(client);
  return createLazyCartStore({ ...rest, loadApi: async () => api });
}
