import { apiPath } from '../api/apiPath';
import { CART_ROUTES } from '../api/cartRoutes';
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

/** Query of GET /api/commerce/shopping-cart. */
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
  /** PUT an entry's quantity (cart page; backend call beyond the platform's table). */
  updateQuantity(entryId: string, quantity: number): Promise<ShoppingCartResponse>;
  /** DELETE an entry (cart page; backend call beyond the platform's table). */
  removeEntry(entryId: string): Promise<ShoppingCartResponse>;
  /** DELETE every entry (cart page; backend call beyond the platform's table). */
  emptyCart(): Promise<ShoppingCartResponse>;
}

/** Creates the commerce calls over an HTTP client. */
export function createCartApi(client: HttpClient): CartApi {
  return {
    fetchCart: (query = {}) =>
      client.get<ShoppingCart>(CART_ROUTES.cart, {
        mock: query.mock,
        timecode: query.timecode,
        calculateSubtotal: query.calculateSubtotal,
      }),
    addEntry: (request) => client.post<AddToCartResponse>(CART_ROUTES.cartEntries, request),
    updateAdditionalFields: (entryId, request) =>
      client.put<UpdateAdditionalFieldsResponse>(
        apiPath(CART_ROUTES.cartEntryAdditionalFields, { entryId }),
        request,
      ),
    createSubscriptionCart: (request) =>
      client.post<SubscriptionCartResponse>(CART_ROUTES.subscriptionCart, request),
    fetchStock: (itemId) => client.get<InventoryResponse>(CART_ROUTES.inventoryStock, { itemId }),
    updateQuantity: (entryId, quantity) =>
      client.put<ShoppingCartResponse>(apiPath(CART_ROUTES.cartEntry, { entryId }), { quantity }),
    removeEntry: (entryId) =>
      client.delete<ShoppingCartResponse>(apiPath(CART_ROUTES.cartEntry, { entryId })),
    emptyCart: () => client.delete<ShoppingCartResponse>(CART_ROUTES.cart),
  };
}
