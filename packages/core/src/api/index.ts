export {
  ANALYTICS_EVENT_FIELDS,
  eventFieldsOf,
  LEGACY_EVENT_FIELDS,
  SHOPPING_EVENT_FIELDS,
  SHOPPING_EVENT_SCHEMAS,
  type ShoppingEventField,
  type ShoppingEventSchema,
  VIDEO_PAYWALL_EVENT_FIELDS,
} from './analyticsEventFields';
export { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE } from './analyticsRanges';
export { ANALYTICS_ROUTES } from './analyticsRoutes';
export {
  AnalyticsEventsSchema,
  CensusBeaconSchema,
  CensusHitSchema,
  FormRenderBeaconSchema,
  JavascriptErrorsSchema,
  PerformanceRecordsSchema,
  RECORD_KINDS,
  RecordEventSchema,
  RecordsQuerySchema,
  ValidateEventContentRequestSchema,
} from './analyticsSchemas';
export { apiPath, type RouteParamName, type RouteParams } from './apiPath';
export { API_ROUTES, type ApiRoute } from './apiRoutes';
export { CART_ROUTES } from './cartRoutes';
export {
  AddToCartRequestSchema,
  ApplyCouponRequestSchema,
  InventoryQuerySchema,
  QuantitySchema,
  SelectShippingOptionRequestSchema,
  ShoppingCartQuerySchema,
  SubscriptionCartRequestSchema,
  UpdateAdditionalFieldsRequestSchema,
  UpdateQuantityRequestSchema,
} from './cartSchemas';
export { COOKIE_NAMES, TRACKING_COOKIE_NAMES } from './cookieNames';
export { DEV_ROUTES } from './devRoutes';
export {
  FORM_FIELD_TYPES,
  isFormFieldType,
  isMultiPartFieldType,
  isTextFieldType,
  MULTI_PART_FIELD_TYPES,
  TEXT_FIELD_TYPES,
} from './formFieldTypes';
export { FORM_ROUTES } from './formRoutes';
export { FormValuesSchema, SaveFormSubmissionRequestSchema, TemplateSchemaQuerySchema } from './formSchemas';
export { MoneySchema } from './moneySchema';
export { OWNER_ROUTES } from './ownerRoutes';
export {
  CommercePreferencesSchema,
  HeaderFooterSchema,
  MultilingualLanguagesRequestSchema,
  PREFERENCES_NAMESPACE,
  RootCategoryRequestSchema,
  StoreCollectionRequestSchema,
  UpdateNavigationRequestSchema,
} from './ownerSchemas';
export { PlaceDetailsQuerySchema, PlacesAutocompleteQuerySchema } from './placesSchemas';
export { isDigitalProductType, isProductType, PRODUCT_TYPES } from './productTypes';
export { isExpectedResponse, RESPONSE_SCHEMAS, type ResponseSchemaEntry } from './responseSchemas';
export { RESTOCK_ROUTES } from './restockRoutes';
export {
  PageQuerySchema,
  RestockSendAllRequestSchema,
  RestockSendRequestSchema,
  RestockSignUpRequestSchema,
  RestockSignUpsQuerySchema,
} from './restockSchemas';
export { isPlainObject, isShallowJson, jsonDepth, MAX_JSON_DEPTH } from './schemaParts';
export { SESSION_ROUTES } from './sessionRoutes';
export {
  LANGUAGE_TAG,
  SessionLoginRequestSchema,
  SignOutQuerySchema,
  SiteUserLocaleRequestSchema,
} from './sessionSchemas';
export type * from './types';
