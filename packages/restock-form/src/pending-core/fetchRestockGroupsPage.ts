import { type HttpClient, RESTOCK_ENDPOINTS, type RestockGroupsResponse } from '@storefront/core';

/**
 * One page of the owner's sign-up groups (storefront §7 "GET …/restock/groups, query: cursor").
 * Core has `fetchAllRestockGroups` (every page at once); the owner panel pages on demand.
 * PENDING-CORE: belongs next to `fetchAllRestockGroups` in core/restock/restockListings.ts.
 */
export function fetchRestockGroupsPage(
  client: HttpClient,
  cursor?: string | null,
): Promise<RestockGroupsResponse> {
  return client.get<RestockGroupsResponse>(RESTOCK_ENDPOINTS.groups, cursor ? { cursor } : undefined);
}
