import { RESTOCK_ROUTES } from '../api/restockRoutes';
import type {
  RestockGroupsResponse,
  RestockSendRequest,
  RestockSendResponse,
  RestockSignUp,
  RestockSignUpsResponse,
} from '../api/types';
import type { HttpClient } from '../http/createHttpClient';
import { collectAllPages } from './collectAllPages';

/** Sign-up counts of a product: per variant id and the sum across variants. */
export interface RestockCountsResult {
  total: number;
  byVariant: Record<string, number>;
}

/** Typed calls of the store owner's restock endpoints. Failures reject with an ApiError. */
export interface RestockApi {
  /** One page of the sign-up groups (query: cursor). */
  fetchGroupsPage(cursor?: string | null): Promise<RestockGroupsResponse>;
  /** Every sign-up for a product and variant, all pages. */
  fetchAllSignUps(query: { productId: string; variantId: string }): Promise<RestockSignUp[]>;
  /** Pages through every variant's sign-ups and sums the counts across variants. */
  countSignUps(productId: string, variantIds: readonly string[]): Promise<RestockCountsResult>;
  /** Sends the notification for one product and variant. */
  send(request: RestockSendRequest): Promise<RestockSendResponse>;
  /** Sends the notifications for several product/variant pairs. */
  sendAll(sendRequests: readonly RestockSendRequest[]): Promise<RestockSendResponse>;
}

/** Creates the restock owner calls over an HTTP client. */
export function createRestockApi(client: HttpClient): RestockApi {
  const fetchAllSignUps: RestockApi['fetchAllSignUps'] = (query) =>
    collectAllPages(
      (cursor) => client.get<RestockSignUpsResponse>(RESTOCK_ROUTES.restockSignUps, { ...query, cursor }),
      (page) => page.signUps,
    );
  return {
    fetchGroupsPage: (cursor) =>
      client.get<RestockGroupsResponse>(RESTOCK_ROUTES.restockGroups, cursor ? { cursor } : undefined),
    fetchAllSignUps,
    async countSignUps(productId, variantIds) {
      const byVariant: Record<string, number> = {};
      let total = 0;
      for (const variantId of variantIds) {
        const signUps = await fetchAllSignUps({ productId, variantId });
        byVariant[variantId] = signUps.length;
        total += signUps.length;
      }
      return { total, byVariant };
    },
    send: (request) => client.post<RestockSendResponse>(RESTOCK_ROUTES.restockSend, request),
    sendAll: (sendRequests) =>
      client.post<RestockSendResponse>(RESTOCK_ROUTES.restockSendAll, { sendRequests: [...sendRequests] }),
  };
}
