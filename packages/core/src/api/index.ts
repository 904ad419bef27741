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
export { API_ROUTES, type ApiRoute, apiPath, type RouteParamName, type RouteParams } from './apiRoutes';
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
export {
  FORM_FIELD_TYPES,
  isFormFieldType,
  isMultiPartFieldType,
  isTextFieldType,
  MULTI_PART_FIELD_TYPES,
  TEXT_FIELD_TYPES,
} from './formFieldTypes';
export { FormValuesSchema, SaveFormSubmissionRequestSchema, TemplateSchemaQuerySchema } from './formSchemas';
export { MoneySchema } from './moneySchema';
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
export {
  PageQuerySchema,
  RestockSendAllRequestSchema,
  RestockSendRequestSchema,
  RestockSignUpRequestSchema,
  RestockSignUpsQuerySchema,
} from './restockSchemas';
export { isPlainObject, isShallowJson, jsonDepth, MAX_JSON_DEPTH } from './schemaParts';
export {
  LANGUAGE_TAG,
  SessionLoginRequestSchema,
  SignOutQuerySchema,
  SiteUserLocaleRequestSchema,
} from './sessionSchemas';
export type * from './types';
