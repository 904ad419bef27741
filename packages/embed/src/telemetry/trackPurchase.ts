import { parseAnalyticsOrder, type ShoppingTracker } from '@storefront-widgets/core/analytics';

/**
 * Tracks the purchase of the order the configuration carries (a chunk of its own, loaded on
 * order pages only). A malformed order is reported and tracks nothing.
 * @param json the configuration's `order`, in the platform's analytics-order shape.
 * @param currency the store's currency, for amounts that do not name theirs.
 * @param shopping the page's shopping tracker, or null when it sends nothing (the order is still checked).
 */
export function trackPurchase(json: unknown, currency: string, shopping: ShoppingTracker | null): void {
  const order = parseAnalyticsOrder(json, currency);
  if (typeof order === 'string') console.error(`[storefront] config "order": ${order}`);
  else void shopping?.purchase(order);
}
