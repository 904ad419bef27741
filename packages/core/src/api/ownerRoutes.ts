// Route patterns: `:name` marks a path parameter (see apiPath).
/** Store-owner calls and places. */
export const OWNER_ROUTES = {
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
  placesAutocomplete: '/api/google-maps/places/autocomplete',
  placeDetails: '/api/google-maps/places/details',
} as const;
