import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  AddToCartRequest,
  AddToCartResponse,
  CartEntry,
  ShoppingCart,
  ShoppingCartResponse,
  UpdateAdditionalFieldsRequest,
  UpdateAdditionalFieldsResponse,
} from '../api/types';
import { ApiError } from '../http/ApiError';
import { networkErrorToApiError } from '../http/networkErrorToApiError';
import type { Messages } from '../messages/createMessages';
import type { CartApi, ShoppingCartQuery } from './createCartApi';

/** One successful add to the cart, as the pill's confirmation tells it. */
export interface CartAddition {
  /** The cart line the item went to (its quantity is the line's, after the add). */
  entry: CartEntry;
  /** How many were added by this request. */
  quantity: number;
}

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
  /**
   * The last successful add of this page, a new object for every add (so an add of the same
   * item again is a change too); null until the first. The cart pill confirms it.
   */
  lastAddition: CartAddition | null;
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
  /**
   * The commerce calls the store makes, for those that leave the cart as it is (a stock check, a
   * subscription's cart): the add-to-cart controller makes them through the store and needs no
   * code of its own for them. Rejects with the network ApiError when they cannot be loaded.
   */
  loadApi(): Promise<CartApi>;
  /** Replaces the cart (e.g. from another tab or a server-rendered snapshot). */
  setCart(cart: ShoppingCart | null): void;
}

/** The vanilla zustand store: `getState()`, `subscribe(listener) → unsubscribe`. */
export type CartStore = StoreApi<CartState & CartActions>;

/** Options of {@link createLazyCartStore}. */
export interface LazyCartStoreOptions {
  /**
   * Loads the commerce calls (`createCartApi` over the page's HTTP client), e.g. from the
   * code-split chunk that holds the client. Called at the store's first request; after a failure,
   * at the next.
   */
  loadApi: () => Promise<CartApi>;
  /** The formatter of the message of a failure that reached the store without an ApiError. */
  messages: Messages;
  /** A cart already known (e.g. rendered into the page). @default null */
  initialCart?: ShoppingCart | null;
}

function toApiError(error: unknown, messages: Messages): ApiError {
  return error instanceof ApiError ? error : networkErrorToApiError(error, messages);
}

/**
 * Creates the cart store over commerce calls that load on its first request (or `loadApi()`), so
 * a page renders its cart pill and buttons before the HTTP code and the routes have downloaded. A
 * request made before they arrive waits for them and is then sent at once; a load that fails
 * fails that request with the network {@link ApiError}, and the next one loads again.
 */
export function createLazyCartStore(options: LazyCartStoreOptions): CartStore {
  let loading: Promise<CartApi> | undefined;
  const loadApi = () => {
    loading ??= options.loadApi().catch((cause: unknown) => {
      loading = undefined;
      throw cause;
    });
    return loading;
  };
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
    /** Runs a cart update; `also` is state to set with its answer, in the same change. */
    async function update<T extends { shoppingCart: ShoppingCart }>(
      request: () => Promise<T>,
      also: (response: T) => Partial<CartState> = () => ({}),
    ): Promise<T> {
      pendingUpdates += 1;
      const ticket = ++tickets;
      set({ isRecalculating: true });
      try {
        const response = await request();
        const next: Partial<CartState> = {
          ...(isNewest(ticket) ? { cart: response.shoppingCart, status: 'ready', error: null } : {}),
          ...also(response),
        };
        if (Object.keys(next).length > 0) set(next);
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
      lastAddition: null,
      async load(query) {
        const ticket = ++tickets;
        set({ status: 'loading', error: null });
        try {
          const cart = await (await loadApi()).fetchCart(query);
          if (!isNewest(ticket)) return get().cart ?? cart;
          set({ cart, status: 'ready' });
          return cart;
        } catch (error) {
          const apiError = toApiError(error, options.messages);
          if (ticket >= appliedTicket) set({ status: 'error', error: apiError });
          throw apiError;
        }
      },
      // The addition is set with the cart it made, so a listener sees the new count and what
      // was added in one change (the pill announces them in one message).
      addEntry: (request) =>
        update(
          async () => (await loadApi()).addEntry(request),
          (response) => ({ lastAddition: { entry: response.newlyAdded, quantity: request.quantity } }),
        ),
      updateAdditionalFields: (entryId, request) =>
        update(async () => (await loadApi()).updateAdditionalFields(entryId, request)),
      updateQuantity: (entryId, quantity) =>
        update(async () => (await loadApi()).updateQuantity(entryId, quantity)),
      removeEntry: (entryId) => update(async () => (await loadApi()).removeEntry(entryId)),
      empty: () => update(async () => (await loadApi()).emptyCart()),
      loadApi: async () => {
        try {
          return await loadApi();
        } catch (error) {
          throw toApiError(error, options.messages);
        }
      },
      setCart: (cart) => {
        appliedTicket = ++tickets;
        set({ cart, status: cart ? 'ready' : 'idle' });
      },
    };
  });
}
