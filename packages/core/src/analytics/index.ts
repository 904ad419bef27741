export {
  type AdPixelEvent,
  type AdPixelItem,
  type AdPixelTargets,
  addToCartPixel,
  purchasePixel,
  sendAdPixelEvent,
  socialPixelEvent,
  viewItemPixel,
} from './adPixelEvents';
export {
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_KEYS,
  type AnalyticsSession,
  type AnalyticsSessionInfo,
  type AnalyticsSessionOptions,
  type AnalyticsStorage,
  createAnalyticsSession,
} from './analyticsSession';
export {
  ANALYTICS_SUCCESS_STATUSES,
  type AnalyticsEnvelope,
  type AnalyticsTracker,
  type AnalyticsTrackerOptions,
  type AnalyticsWindow,
  type ClientPlatform,
  createAnalyticsTracker,
  SOURCE_ENVIRONMENTS,
  type SourceEnvironment,
} from './createAnalyticsTracker';
export {
  createLegacyEvents,
  LEGACY_EVENT_NAME_MAX,
  type LegacyEvents,
  type LegacyEventsOptions,
} from './createLegacyEvents';
export {
  createShoppingTracker,
  type ShoppingTracker,
  type ShoppingTrackerOptions,
  TRACKED_ORDERS_KEPT,
  TRACKED_ORDERS_KEY,
} from './createShoppingTracker';
export { type LegacyEventData, type LegacyEventPage, legacyEventData } from './legacyEventData';
export {
  type AnalyticsOrder,
  type AnalyticsOrderItem,
  parseAnalyticsOrder,
} from './parseAnalyticsOrder';
export {
  addedQuantity,
  addToCartFields,
  lowestPriceCents,
  PRODUCT_TYPE_NAMES,
  PURCHASE_TYPES,
  productViewFields,
  purchaseFields,
  type ShoppingEventContent,
  type ShoppingPage,
  type ShoppingProduct,
  type ShoppingVisitor,
  toMajorUnits,
} from './shoppingEventFields';
export { userIdFromEmail } from './userIdFromEmail';
