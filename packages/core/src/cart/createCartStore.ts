import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  AddToCartRequest,
  AddToCartResponse,
  ShoppingCart,
  ShoppingCartResponse,
  UpdateAdditionalFieldsRequest,
  UpdateAdditionalFieldsResponse,
} from '../api/types';
import { ApiError } from '../http/ApiError';
import type { HttpClient } from '../http/createHttpClient';
import { networkErrorToApiError } from '../http/networkErrorToApiError';
import type { Messages } from '../messages/createMessages';
import type { ShoppingCartQuery } from './createCartApi';
import { type CartApi, createCartApi } from './createCartApi';

/** Cart store state. */
export interface CartState {
  /** The loaded cart, or null before the first load. */
  cart: ShoppingCart | null;
  /** 'loading' while GET is in flight; 'error' after a failed load. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last failure (its message is the server's). */
  error: ApiError | null;
  /** On while an update of the cart is in flight. */
  isRecalculating: boolean;
}

/** Cart store actions. */
export interface CartActions {
  /** GET the cart; resolves with it, or rejects with the ApiError also kept in `error`. */
  load(query?: ShoppingCartQuery): Promise<ShoppingCart>;
  /** POST an entry; the store takes the returned cart. */
  addEntry(request: AddToCartRequest): Promise<AddToCartResponse>;
  /** PUT an entry's additional fields; the store takes the returned cart. */
  updateAdditionalFields(
    entryId: string,
    request: UpdateAdditionalFieldsRequest,
  ): Promise<UpdateAdditionalFieldsResponse>;
  /** PUT an entry's quantity; failures carry the server message (title: 'Unable to update quantity'). */
  updateQuantity(entryId: string, quantity: number): Promise<ShoppingCartResponse>;
  /** DELETE an entry; failures carry the server message (title: 'Unable to remove item'). */
  removeEntry(entryId: string): Promise<ShoppingCartResponse>;
  /** DELETE every entry; the store takes the emptied cart. */
  empty(): Promise<ShoppingCartResponse>;
  /** Replaces the cart (e.g. from another tab or a server-rendered snapshot). */
  setCart(cart: ShoppingCart | null): void;
}

/** The vanilla zustand store: `getState()`, `subscribe(listener) → unsubscribe`. */
export type CartStore = StoreApi<CartState & CartActions>;

/** Options of {@link createCartStore}. */
export interface CartStoreOptions {
  /** The HTTP client the commerce calls go through. */
  client: HttpClient;
  /** The formatter of the message of a failure that reached the store without an ApiError. */
  messages: Messages;
  /** A cart already known (e.g. rendered into the page). @default null */
  initialCart?: ShoppingCart | null;
}

function toApiError(error: unknown, messages: Messages): ApiError {
  return error instanceof ApiError ? error : networkErrorToApiError(error, messages);
}

/** Creates the cart store. */
export function createCartStore(options: CartStoreOptions): CartStore {
  const api: CartApi = createCartApi(options.client);
  // Counts overlapping updates so the flag stays on until the last one settles.
  let pendingUpdates = 0;
  // Every request takes a ticket when it starts; an answer is kept only if no request started
  // after it has been applied already, so a slow start-up load landing after an add cannot
  // overwrite the newer cart.
  let tickets = 0;
  let appliedTicket = 0;
  const isNewest = (ticket: number) => {
    if (ticket < appliedTicket) return false;
    appliedTicket = ticket;
    return true;
  };

  return createStore<CartState & CartActions>()((set, get) => {
    async function update<T extends { shoppingCart: ShoppingCart }>(request: () => Promise<T>): Promise<T> {
      pendingUpdates += 1;
      const ticket = ++tickets;
      set({ isRecalculating: true });
      try {
        const response = await request();
        if (isNewest(ticket)) set({ cart: response.shoppingCart, status: 'ready', error: null });
        return response;
      } catch (error) {
        const apiError = toApiError(error, options.messages);
        set({ error: apiError });
        throw apiError;
      } finally {
        pendingUpdates -= 1;
        if (pendingUpdates === 0) set({ isRecalculating: false });
      }
    }

    return {
      cart: options.initialCart ?? null,
      status: options.initialCart ? 'ready' : 'idle',
      error: null,
      isRecalculating: false,
      async load(query) {
        const ticket = ++tickets;
        set({ status: 'loading', error: null });
        try {
          const cart = await api.fetchCart(query);
          if (!isNewest(ticket)) return get().cart ?? cart;
          set({ cart, status: 'ready' });
          return cart;
        } catch (error) {
          const apiError = toApiError(error, options.messages);
          if (ticket >= appliedTicket) set({ status: 'error', error: apiError });
          throw apiError;
        }
      },
      addEntry: (request) => update(() => api.addEntry(request)),
      updateAdditionalFields: (entryId, request) =>
        update(() => api.updateAdditionalFields(entryId, request)),
      updateQuantity: (entryId, quantity) => update(() => api.updateQuantity(entryId, quantity)),
      removeEntry: (entryId) => update(() => api.removeEntry(entryId)),
      empty: () => update(() => api.emptyCart()),
      setCart: (cart) => {
        appliedTicket = ++tickets;
        set({ cart, status: cart ? 'ready' : 'idle' });
      },
    };
  });
}
