import { API_ROUTES, apiPath } from '../api/apiRoutes';
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
      client.get<ShoppingCart>(API_ROUTES.cart, {
        mock: query.mock,
        timecode: query.timecode,
        calculateSubtotal: query.calculateSubtotal,
      }),
    addEntry: (request) => client.post<AddToCartResponse>(API_ROUTES.cartEntries, request),
    updateAdditionalFields: (entryId, request) =>
      client.put<UpdateAdditionalFieldsResponse>(
        apiPath(API_ROUTES.cartEntryAdditionalFields, { entryId }),
        request,
      ),
    createSubscriptionCart: (request) =>
      client.post<SubscriptionCartResponse>(API_ROUTES.subscriptionCart, request),
    fetchStock: (itemId) => client.get<InventoryResponse>(API_ROUTES.inventoryStock, { itemId }),
    updateQuantity: (entryId, quantity) =>
      client.put<ShoppingCartResponse>(apiPath(API_ROUTES.cartEntry, { entryId }), { quantity }),
    removeEntry: (entryId) => client.delete<ShoppingCartResponse>(apiPath(API_ROUTES.cartEntry, { entryId })),
  };
}
