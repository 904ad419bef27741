import type {
  RestockGroupsResponse,
  RestockSendAllRequest,
  RestockSendRequest,
  RestockSendResponse,
  RestockSignUp,
  RestockSignUpGroup,
  RestockSignUpsResponse,
} from '../api/types';
import type { HttpClient } from '../http/createHttpClient';
import { RESTOCK_ENDPOINTS } from './restockEndpoints';

/** A cursor page of results. */
interface Page {
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** Safety bound against a server that never ends pagination. */
const MAX_PAGES = 1000;

/** Follows `nextPageCursor` while `hasNextPage`, concatenating every page's items. */
export async function collectAllPages<P extends Page, T>(
  fetchPage: (cursor: string | undefined) => Promise<P>,
  itemsOf: (page: P) => readonly T[],
): Promise<T[]> {
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let pageCount = 0; pageCount < MAX_PAGES; pageCount += 1) {
    const page = await fetchPage(cursor);
    items.push(...itemsOf(page));
    if (!page.hasNextPage || !page.nextPageCursor || seen.has(page.nextPageCursor)) break;
    seen.add(page.nextPageCursor);
    cursor = page.nextPageCursor;
  }
  return items;
}

/** Every sign-up group (store owners), all pages. */
export function fetchAllRestockGroups(client: HttpClient): Promise<RestockSignUpGroup[]> {
  return collectAllPages(
    (cursor) => client.get<RestockGroupsResponse>(RESTOCK_ENDPOINTS.groups, { cursor }),
    (page) => page.signUpGroups,
  );
}

/** Every sign-up for a product and variant, all pages. */
export function fetchAllRestockSignUps(
  client: HttpClient,
  query: { productId: string; variantId: string },
): Promise<RestockSignUp[]> {
  return collectAllPages(
    (cursor) => client.get<RestockSignUpsResponse>(RESTOCK_ENDPOINTS.signUps, { ...query, cursor }),
    (page) => page.signUps,
  );
}

/** Sign-up counts of a product: per variant id and the sum across variants. */
export interface RestockCounts {
  total: number;
  byVariant: Record<string, number>;
}

/** Pages through every variant's sign-ups and sums the counts across variants (storefront §7). */
export async function countRestockSignUps(
  client: HttpClient,
  productId: string,
  variantIds: readonly string[],
): Promise<RestockCounts> {
  const byVariant: Record<string, number> = {};
  let total = 0;
  for (const variantId of variantIds) {
    const signUps = await fetchAllRestockSignUps(client, { productId, variantId });
    byVariant[variantId] = signUps.length;
    total += signUps.length;
  }
  return { total, byVariant };
}

/** Sums group counts per product id. */
export function sumGroupCounts(groups: readonly RestockSignUpGroup[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const group of groups) totals[group.productId] = (totals[group.productId] ?? 0) + group.count;
  return totals;
}

/** Sends the restock notification for one product and variant. */
export function sendRestockNotification(
  client: HttpClient,
  request: RestockSendRequest,
): Promise<RestockSendResponse> {
  return client.post<RestockSendResponse>(RESTOCK_ENDPOINTS.send, request);
}

/** Sends restock notifications for several product/variant pairs. */
export function sendAllRestockNotifications(
  client: HttpClient,
  sendRequests: RestockSendAllRequest['sendRequests'],
): Promise<RestockSendResponse> {
  return client.post<RestockSendResponse>(RESTOCK_ENDPOINTS.sendAll, { sendRequests });
}

/**
 * One page of the owner's sign-up groups (storefront §7 "GET …/restock/groups, query: cursor"),
 * for panels that page on demand; {@link fetchAllRestockGroups} reads every page at once.
 */
export function fetchRestockGroupsPage(
  client: HttpClient,
  cursor?: string | null,
): Promise<RestockGroupsResponse> {
  return client.get<RestockGroupsResponse>(RESTOCK_ENDPOINTS.groups, cursor ? { cursor } : undefined);
}
