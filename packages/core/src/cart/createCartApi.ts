import type {
  AddToCartRequest,
  AddToCartResponse,
  InventoryResponse,
  ShoppingCart,
  ShoppingCartResponse,
  SubscriptionCartRequest,
  SubscriptionCartResponse,
  UpdateAdditionalFieldsRequest,
  UpdateAdditionalFieldsResponse,
} from '../api/types';
import type { HttpClient } from '../http/createHttpClient';

/** Query of GET /api/commerce/shopping-cart (storefront §7). */
export interface ShoppingCartQuery {
  mock?: boolean;
  timecode?: string | number;
  calculateSubtotal?: boolean;
}

/** Commerce endpoints (storefront §7). */
export const CART_ENDPOINTS = {
  cart: '/api/commerce/shopping-cart',
  entries: '/api/commerce/shopping-cart/entries',
  entry: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
  additionalFields: (entryId: string) =>
    `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/additionalFields`,
  subscription: '/api/3/commerce/cart/subscription',
  stock: '/api/commerce/inventory/stock/',
} as const;

/** Typed calls of the commerce endpoints. Every failure rejects with an ApiError. */
export interface CartApi {
  fetchCart(query?: ShoppingCartQuery): Promise<ShoppingCart>;
  addEntry(request: AddToCartRequest): Promise<AddToCartResponse>;
  updateAdditionalFields(
    entryId: string,
    request: UpdateAdditionalFieldsRequest,
  ): Promise<UpdateAdditionalFieldsResponse>;
  createSubscriptionCart(request: SubscriptionCartRequest): Promise<SubscriptionCartResponse>;
  fetchStock(itemId: string): Promise<InventoryResponse>;
  /** PUT an entry's quantity (cart page; backend call beyond the spec's table). */
  updateQuantity(entryId: string, quantity: number): Promise<ShoppingCartResponse>;
  /** DELETE an entry (cart page; backend call beyond the spec's table). */
  removeEntry(entryId: string): Promise<ShoppingCartResponse>;
}

/** Creates the commerce calls over an HTTP client. */
export function createCartApi(client: HttpClient): CartApi {
  return {
    fetchCart: (query = {}) =>
      client.get<ShoppingCart>(CART_ENDPOINTS.cart, {
        mock: query.mock,
        timecode: query.timecode,
        calculateSubtotal: query.calculateSubtotal,
      }),
    addEntry: (request) => client.post<AddToCartResponse>(CART_ENDPOINTS.entries, request),
    updateAdditionalFields: (entryId, request) =>
      client.put<UpdateAdditionalFieldsResponse>(CART_ENDPOINTS.additionalFields(entryId), request),
    createSubscriptionCart: (request) =>
      client.post<SubscriptionCartResponse>(CART_ENDPOINTS.subscription, request),
    fetchStock: (itemId) => client.get<InventoryResponse>(CART_ENDPOINTS.stock, { itemId }),
    updateQuantity: (entryId, quantity) =>
      client.put<ShoppingCartResponse>(CART_ENDPOINTS.entry(entryId), { quantity }),
    removeEntry: (entryId) => client.delete<ShoppingCartResponse>(CART_ENDPOINTS.entry(entryId)),
  };
}
