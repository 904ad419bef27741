/**
 * Every endpoint of spec/storefront.md §7 and spec/platform.md §7 (plus the development listings
 * of the reference backend), as Hono route patterns: `:name` marks a path parameter. The backend
 * registers these patterns; the client fills them with {@link apiPath}. Where a spec says "not
 * shown" the path is the one documented in packages/mock-backend/API.md.
 */
export const API_ROUTES = {
  // Catalogue and site (development listings).
  products: '/api/commerce/products',
  product: '/api/commerce/products/:id',
  website: '/api/website',
  devForms: '/api/dev/forms',
  // Cart (storefront §7).
  cart: '/api/commerce/shopping-cart',
  cartEntries: '/api/commerce/shopping-cart/entries',
  cartEntry: '/api/commerce/shopping-cart/entries/:entryId',
  cartEntryAdditionalFields: '/api/commerce/shopping-cart/entries/:entryId/additionalFields',
  cartCoupons: '/api/commerce/shopping-cart/coupons',
  cartCoupon: '/api/commerce/shopping-cart/coupons/:code',
  cartShippingOption: '/api/commerce/shopping-cart/shipping-option',
  subscriptionCart: '/api/3/commerce/cart/subscription',
  /** "commerce/inventory/stock/ (under the API root)", with its trailing slash. */
  inventoryStock: '/api/commerce/inventory/stock/',
  // Forms (storefront §7).
  templateSchema: '/api/template/GetTemplateSchema',
  formValidate: '/api/rest/forms/validate/:formId',
  formSubmissionKey: '/api/form/FormSubmissionKey',
  formSubmission: '/api/form/SaveFormSubmission',
  devFormSubmissions: '/api/dev/form-submissions',
  devNewsletter: '/api/dev/newsletter',
  // Restock (storefront §7).
  restockSignUp: '/api/site-users/account/notifications/restock',
  restockGroups: '/api/site-users/account/notifications/restock/groups',
  restockSignUps: '/api/site-users/account/notifications/restock',
  restockSend: '/api/site-users/account/notifications/restock/send',
  restockSendAll: '/api/site-users/account/notifications/restock/send/all',
  // Site-user session (platform §7).
  session: '/api/site-users/account/session',
  siteUserLocale: '/api/site-users/account/locale',
  // Analytics and telemetry (storefront §7, platform §7).
  censusHit: '/api/census/RecordHit',
  censusButtonClick: '/api/census/button-click',
  censusButtonRender: '/api/census/button-render',
  censusFormRender: '/api/census/form-render',
  censusOverlay: '/api/census/overlay',
  censusQuickView: '/api/census/RecordQuickView/:id',
  recordEvent: '/api/events/RecordEvent',
  javascriptErrors: '/api/events/RecordJavascriptErrors',
  performanceRecords: '/api/1/performance/records',
  analyticsEvents: '/api/analytics/events',
  validateEventContent: '/api/analytics/validate-event-content/:schemaName',
  devRecords: '/api/dev/records',
  // Places (platform §7, served locally).
  placesAutocomplete: '/api/google-maps/places/autocomplete',
  placeDetails: '/api/google-maps/places/details',
  // Store owner (platform §7).
  multilingualSettings: '/api/multilingual/settings',
  multilingualStatus: '/api/multilingual/status',
  multilingualLanguages: '/api/multilingual/languages',
  multilingualConnection: '/api/multilingual/connection',
  headerFooter: '/api/site-header-footer',
  commercePreferences: '/api/v1/commerce-preferences/:namespace',
  siteLayout: '/api/commondata/GetSiteLayout',
  updateNavigation: '/api/widget/UpdateNavigation',
  storeCollections: '/api/content-service/product/1.1/websites/:websiteId/products',
  storeCategories: '/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories',
} as const;

/** One of the {@link API_ROUTES} patterns. */
export type ApiRoute = (typeof API_ROUTES)[keyof typeof API_ROUTES];

/** The `:name` parameters of a route pattern, e.g. `'entryId'` for `…/entries/:entryId`. */
export type RouteParamName<R extends string> = R extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : R extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route pattern needs: one string per `:name`. */
export type RouteParams<R extends string> = Record<RouteParamName<R>, string>;

/**
 * Fills a route pattern's `:name` parameters, each percent-encoded.
 * @example apiPath(API_ROUTES.cartEntry, { entryId: 'e 1' }) // '/api/commerce/shopping-cart/entries/e%201'
 */
export function apiPath<R extends string>(route: R, params: RouteParams<R>): string {
  return route.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
}
