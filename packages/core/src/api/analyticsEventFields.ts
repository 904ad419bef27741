/**
 * Fields of the newer analytics events: the
 * tracker fills them in every event, and the event service accepts no other in an event whose
 * schema is not one of {@link SHOPPING_EVENT_SCHEMAS}.
 */
export const ANALYTICS_EVENT_FIELDS = [
  'analytics_id',
  'browser_language',
  'browser_window_height',
  'browser_window_width',
  'client_name',
  'client_version',
  'marketing_id',
  'page_host',
  'page_path',
  'page_query_params',
  'page_referrer_url',
  'session_id',
  'enduser_user_agent',
  'event_occurrence_timestamp',
  'browser_locale',
  'custom_schema_name',
  'source_environment',
  'context_website_id',
  'destination_url',
  'member_account_id',
  'object_identifier',
  'resolved_locale',
  'website_locale',
  'member_account_locale',
] as const;

/** Schema names of the shopping events the drop-in sends through the analytics tracker. */
export const SHOPPING_EVENT_SCHEMAS = {
  productView: 'commerce_product_view',
  addToCart: 'commerce_add_to_cart',
  purchase: 'commerce_purchase',
} as const;

/** A shopping event's schema name. */
export type ShoppingEventSchema = (typeof SHOPPING_EVENT_SCHEMAS)[keyof typeof SHOPPING_EVENT_SCHEMAS];

/**
 * Fields of a shopping event besides the tracker's (the platform's "shopping
 * tracking events"): `user_id` is the user id derived from the e-mail (SHA-256 of the trimmed, lower-cased
 * address, in hex), `session_cookie` and `census_cookie` the values of the analytics session
 * cookie and the census visitor-record cookie (`ss_cvr`).
 */
export const SHOPPING_EVENT_FIELDS = [
  'website_id',
  'page_id',
  'cart_id',
  'item_id',
  'item_type',
  'item_title',
  'item_price',
  'item_quantity',
  'currency_code',
  'num_items_in_cart',
  'cart_value',
  'product_types_list',
  'purchase_type_list',
  'item_variant_object',
  'pdp_layout',
  'product_page',
  'related_product_item_ids',
  'logged_in',
  'user_id',
  'session_cookie',
  'census_cookie',
] as const;

/** A shopping event field name. */
export type ShoppingEventField = (typeof SHOPPING_EVENT_FIELDS)[number];

/** The legacy event payload. */
export const LEGACY_EVENT_FIELDS = [
  'pageHash',
  'pagePath',
  'websiteId',
  'templateId',
  'variantId',
  'memberAccountId',
  'member_locale',
  'website_locale',
] as const;

/** The video paywall event fields. */
export const VIDEO_PAYWALL_EVENT_FIELDS = [
  'content_collection_id',
  'content_item_id',
  'viewer_access_status',
  'page_path',
] as const;

const SHOPPING_SCHEMA_NAMES: readonly string[] = Object.values(SHOPPING_EVENT_SCHEMAS);

/**
 * The fields an event of `schemaName` may carry: the newer event fields, plus the shopping event
 * fields for a shopping schema.
 */
export function eventFieldsOf(schemaName: string): ReadonlySet<string> {
  return new Set<string>([
    ...ANALYTICS_EVENT_FIELDS,
    ...(SHOPPING_SCHEMA_NAMES.includes(schemaName) ? SHOPPING_EVENT_FIELDS : []),
  ]);
}
