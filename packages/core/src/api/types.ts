/**
 * JSON wire shapes shared by the HTTP client (`@storefront-widgets/core`) and the reference backend
 * (`@storefront-widgets/mock-backend`). Field names are the platform's;
 * where the platform leaves a shape open, it is the one the backend's API.md documents.
 * Amounts named `…Cents` are integers in the currency's minor units (JPY has 0 fraction digits, so
 * its "cents" are whole yen).
 */

import type { RECORD_KINDS } from './analyticsSchemas';
import type { FormFieldType } from './formFieldTypes';
import type { Money } from './moneySchema';
import type { ProductType } from './productTypes';

export type { FormFieldType } from './formFieldTypes';
export type { Money } from './moneySchema';
export type { ProductType } from './productTypes';

/** ISO 4217 currency code, e.g. `'USD'`. */
export type CurrencyCode = string;

/** One purchasable variant of a product. */
export interface ProductVariant {
  /** Stable variant id, used as `variantId` by restock sign-ups. */
  id: string;
  /** Stock keeping unit, used as `sku` by add-to-cart. */
  sku: string;
  /** Unit price in minor units. */
  priceCents: number;
  /** Unit sale price in minor units (meaningful when `onSale`). */
  salePriceCents: number;
  onSale: boolean;
  price: Money;
  priceMoney: Money;
  salePriceMoney: Money;
  /** Option name → chosen value, e.g. `{ Size: 'M', Color: 'Black' }`. */
  attributes: Record<string, string>;
  /** Option values in `variantOptionOrdering` order. */
  optionValues: string[];
  unlimited: boolean;
  /** Units in stock (ignored when `unlimited`). */
  qtyInStock: number;
}

/** Subscription plan. */
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' };
  /** 0 means indefinite. */
  numBillingCycles: number;
}

/** A product as listed by `GET /api/commerce/products`. */
export interface Product {
  id: string;
  name: string;
  /** URL slug of the product page, e.g. `'classic-tee'`. */
  urlSlug: string;
  description: string;
  productType: ProductType;
  currency: CurrencyCode;
  /** Lowest variant price. */
  price: Money;
  priceMoney: Money;
  salePriceMoney: Money;
  onSale: boolean;
  variants: ProductVariant[];
  /** Option names in display order, e.g. `['Size', 'Color']`. */
  variantOptionOrdering: string[];
  /** Id of the form to fill before adding, or null. */
  additionalFieldsFormId: string | null;
  isSubscribable: boolean;
  subscriptionPlan: SubscriptionPlan | null;
  /** Gift cards only: the denominations in minor units, one per variant, else null. */
  giftCardDenominations: number[] | null;
  useCustomAddButtonText: boolean;
  customAddButtonText: string;
  /** Image URL for product pages (may be a placeholder). */
  imageUrl: string;
}

/** `GET /api/commerce/products` */
export interface ProductListResponse {
  products: Product[];
}

/** The variant chosen for a cart entry. */
export interface ChosenVariant {
  sku: string;
  attributes: Record<string, string>;
}

/**
 * What a cart line shows of its product beyond the platform's entry fields: where its page is and
 * its picture (a reference-backend extension; absent from carts that do not send it).
 */
export interface CartEntryItem {
  /** The product page's URL (e.g. `'/products/tee'`). */
  fullUrl: string;
  /** The product's picture, or null when it has none. */
  imageUrl: string | null;
}

/** A cart line. */
export interface CartEntry {
  id: string;
  itemId: string;
  chosenVariant: ChosenVariant;
  quantity: number;
  title: string;
  /** quantity × purchasePriceCents. */
  subTotal: Money;
  /** Unit price paid, in minor units. */
  purchasePriceCents: number;
  productType: ProductType;
  /** JSON text of the additional-fields form values, or null. */
  additionalFields: string | null;
  /** The product's additional-fields form (to label and edit the answers), or null. */
  additionalFieldsFormId?: string | null;
  /** The product's page and picture, for the cart's link and thumbnail; null or absent when unknown. */
  item?: CartEntryItem | null;
}

export interface ShippingOption {
  id: string;
  name: string;
  /** Minor units of the cart currency. */
  costCents: number;
}

export interface ShippingLocation {
  country: string;
  region: string;
  postalCode: string;
}

export interface TaxRule {
  id: string;
  name: string;
  /** Rate in basis points (800 = 8%). */
  rateBasisPoints: number;
}

export interface Coupon {
  code: string;
  /** `'PERCENT'` uses `percentBasisPoints`, `'FIXED'` uses `amountCents`. */
  type: 'PERCENT' | 'FIXED';
  percentBasisPoints: number;
  amountCents: number;
  /** Why an invalid coupon was refused (invalidCoupons only). */
  reason?: string;
}

/** The shopping cart. An unsaved empty cart has `id: ''`. */
export interface ShoppingCart {
  id: string;
  websiteId: string;
  orderId: string | null;
  /** ms since epoch. */
  created: number;
  isPurchased: boolean;
  /** Currency of every amount in the cart. */
  currency: CurrencyCode;
  entries: CartEntry[];
  shippingOptions: ShippingOption[];
  selectedShippingOption: ShippingOption | null;
  shippingLocation: ShippingLocation | null;
  applicableTaxRules: TaxRule[];
  /** Codes applied to the cart. */
  coupons: string[];
  validCoupons: Coupon[];
  invalidCoupons: Coupon[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** `POST /api/commerce/shopping-cart/entries` body. */
export interface AddToCartRequest {
  itemId: string;
  sku: string;
  quantity: number;
  /** JSON text of the additional-fields form values. */
  additionalFields?: string;
}

export interface AddToCartResponse {
  shoppingCart: ShoppingCart;
  newlyAdded: CartEntry;
}

/** `PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields` body. */
export interface UpdateAdditionalFieldsRequest {
  itemId: string;
  sku: string;
  additionalFields: string;
}

export interface UpdateAdditionalFieldsResponse {
  shoppingCart: ShoppingCart;
  updatedEntry: CartEntry;
}

/** Any cart mutation that returns only the cart. */
export interface ShoppingCartResponse {
  shoppingCart: ShoppingCart;
}

/** `POST /api/3/commerce/cart/subscription` body. */
export interface SubscriptionCartRequest {
  itemId: string;
  sku: string;
  qty: number;
  additionalFields?: string;
}

export interface SubscriptionCartResponse {
  cartToken: string;
}

/** One row of `GET /api/commerce/inventory/stock/?itemId=`. */
export interface InventoryResult {
  itemId: string;
  variantId: string;
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

export interface InventoryResponse {
  results: InventoryResult[];
}

/** Every error answer of the backend. */
export interface ApiErrorBody {
  message: string;
  /** Present (true) on a 403 crumb failure. */
  crumbFail?: boolean;
  /** Field id / request field name → message. */
  errors?: Record<string, string>;
}

// ---- Sessions --------------------------------------------------------------------------------

/** `POST /api/site-users/account/session` body. */
/** `POST /api/site-users/account/locale` body. */
export interface SiteUserLocaleRequest {
  language: string;
}

export interface SessionLoginRequest {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SessionLoginResponse {
  xsrfToken: string;
  siteUserId: string;
  isOwner: boolean;
}

/** Value of the `SiteUserInfo` cookie (JSON). */
export interface SiteUserInfo {
  authenticated: boolean;
  siteUserId: string;
}

// ---- Restock ---------------------------------------------------------------------------------

/** `POST /api/site-users/account/notifications/restock` body. */
export interface RestockSignUpRequest {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  captchaToken?: string;
  recaptchaEnterpriseV3Token?: string;
  language?: string;
}

export interface RestockSignUp {
  id: string;
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  language: string | null;
  /** ms since epoch. */
  createdOn: number;
  /** ms since epoch, or null until notified. */
  notifiedOn: number | null;
}

export interface RestockSignUpResponse {
  /** The success text; the same whether or not the email had already signed up. */
  message: string;
}

/** One product+variant group of pending sign-ups. */
export interface RestockSignUpGroup {
  productId: string;
  productName: string;
  variantId: string;
  variantAttributes: Record<string, string>;
  /** The variant's SKU in the catalogue, naming a variant that has no attributes (a product's only variant). */
  variantSku?: string;
  /** Sign-ups not yet notified. */
  count: number;
  /** Sign-ups already notified. */
  notifiedCount: number;
}

export interface RestockGroupsResponse {
  signUpGroups: RestockSignUpGroup[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

export interface RestockSignUpsResponse {
  signUps: RestockSignUp[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

export interface RestockSendRequest {
  productId: string;
  variantId: string;
}

export interface RestockSendResponse {
  notifiedCount: number;
}

// ---- Forms -----------------------------------------------------------------------------------

export interface FormField {
  id: string;
  type: FormFieldType;
  title: string;
  description: string;
  required: boolean;
  placeholder?: string;
  /** textarea: character limit (0 or absent disables it). */
  maxLength?: number;
  /** number: smallest accepted value (absent for none). */
  min?: number;
  /** number: largest accepted value (absent for none). */
  max?: number;
  /** number: accepted values are `min` plus multiples of this (1 = whole numbers; absent for any). */
  step?: number;
  currencySymbol?: string;
  showCountryCode?: boolean;
  underline?: boolean;
  /** radio, checkbox, select: choices; likert: the questions. */
  options?: string[];
  /** hidden: query-string key and default value. */
  key?: string;
  value?: string;
}

export interface FormCaptchaSettings {
  enabled: boolean;
  /** `'classic'` (v2 checkbox) or `'enterprise'` (v3). */
  type: 'classic' | 'enterprise';
  siteKey: string;
}

/** A form definition. */
export interface FormDefinition {
  id: string;
  name: string;
  fields: FormField[];
  submissionMessage: string;
  /** HTML shown after a successful submit (the one place HTML is allowed). */
  submissionHtml: string;
  disclaimer: string;
  successRedirect: string | null;
  captcha: FormCaptchaSettings;
  /** Newsletter forms record a subscription on success. */
  isNewsletter: boolean;
  submitButtonText: string;
}

/** `GET /api/template/GetTemplateSchema` answer. */
export interface TemplateSchemaResponse {
  type: string;
  form: FormDefinition;
}

/** `POST /api/rest/forms/validate/{formId}` success. */
export interface FormValidateResponse {
  valid: true;
}

/** `POST /api/form/FormSubmissionKey` answer. */
export interface FormSubmissionKeyResponse {
  data: { key: string };
}

/** `POST /api/form/SaveFormSubmission` body (JSON or form-encoded). */
export interface SaveFormSubmissionRequest {
  formId: string;
  key: string;
  /** JSON text of FormValues. */
  form: string;
  captchaKey?: string;
  pageTitle?: string;
  pageId?: string;
  contentSource?: 'i' | 'c';
  pagePath?: string;
  pagePermissionTypeValue?: string;
}

export interface SaveFormSubmissionResponse {
  submissionId: string;
}

// ---- Analytics and telemetry -----------------------------------------------------------------

export interface ValidateEventContentResponse {
  schemaName: string;
  valid: boolean;
  errors: string[];
}

export interface OkResponse {
  ok: true;
}

/** `GET /api/dev/records?kind=` */
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface StoredRecord {
  id: string;
  kind: RecordKind;
  /** Sub-type, e.g. the census path (`RecordHit`, `button-click`) or the event name. */
  name: string;
  payload: unknown;
  /** ms since epoch. */
  receivedAt: number;
}

export interface RecordsResponse {
  records: StoredRecord[];
}

/** One UTC day of `GET /api/analytics/summary`. */
export interface AnalyticsDay {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  /** RecordHit page views. */
  pageViews: number;
  /** Other census hits (clicks, renders, page exits) and legacy and analytics events. */
  events: number;
}

/** One web vital of `GET /api/analytics/summary`. */
export interface AnalyticsVital {
  name: 'FCP' | 'LCP' | 'CLS' | 'INP';
  /** Good and poor thresholds (ms, CLS unitless). */
  thresholds: [good: number, poor: number];
  good: number;
  needsImprovement: number;
  poor: number;
  /** The 75th percentile of the recorded values, or null without records. */
  p75: number | null;
}

/** One error report of `GET /api/analytics/summary`. */
export interface AnalyticsErrorReport {
  event: string;
  message: string;
  url: string | null;
  /** ms since the epoch, as the browser reported it. */
  timestamp: number;
}

/** A product among the top sellers of `GET /api/analytics/summary`. */
export interface AnalyticsTopProduct {
  /** The product's item id. */
  itemId: string;
  /** Its title as the shopping events named it. */
  title: string;
  /** Revenue attributed to it, in minor units of the store's currency (top by revenue). */
  revenueCents: number;
  /** Units added to carts (top by adds). */
  unitsAdded: number;
}

/** The commerce figures of `GET /api/analytics/summary`, from the stored shopping events. */
export interface AnalyticsCommerce {
  /** ISO 4217 code of the store's currency, the currency of every amount here. */
  currency: string;
  /** `commerce_product_view` events. */
  productViews: number;
  /** `commerce_add_to_cart` events. */
  addsToCart: number;
  /** Units those adds put in carts. */
  unitsAdded: number;
  /** `commerce_purchase` events (orders), in any currency. */
  purchases: number;
  /** Sum of the grand totals of the purchases in the store's currency, in minor units. */
  revenueCents: number;
  /** Purchases in another currency: counted in `purchases`, not in `revenueCents`. */
  otherCurrencyPurchases: number;
  /** Distinct analytics sessions (`session_id`) with a shopping event. */
  sessions: number;
  /** Of those, the sessions with a purchase. */
  purchasingSessions: number;
  /** `purchasingSessions / sessions` (0–1), or null without sessions. */
  conversionRate: number | null;
  /**
   * Up to 5 products by revenue: the store-currency adds (price × units) to carts that were then
   * purchased.
   */
  topByRevenue: AnalyticsTopProduct[];
  /** Up to 5 products by units added to carts. */
  topByAdds: AnalyticsTopProduct[];
}

/** A range of the summary, in days (one of `ANALYTICS_RANGES`). */
export type AnalyticsRange = 7 | 14 | 30;

/**
 * `GET /api/analytics/summary?days=7|14|30` (owner only; default 14): the range's commerce
 * figures, traffic per day, vitals and latest errors, all of the records received in the range.
 */
export interface AnalyticsSummaryResponse {
  /** The range, in UTC days ending today. */
  range: { days: AnalyticsRange; from: string; to: string };
  commerce: AnalyticsCommerce;
  days: AnalyticsDay[];
  vitals: AnalyticsVital[];
  /** The 20 latest error reports of the range, newest first. */
  errors: AnalyticsErrorReport[];
  /**
   * Counts of the range's records. `errors` counts faults (listed in `errors` above);
   * `refusals` counts the error reports whose category is `'refusal'` (a shopper's input refused),
   * which the list leaves out.
   */
  totals: { pageViews: number; events: number; errors: number; refusals: number; performanceRecords: number };
}

// ---- Site context and cart extras (shapes chosen by the reference backend; see its API.md) -----

/** `GET /api/website`: the store context. */
export interface WebsiteContext {
  websiteId: string;
  /** IANA zone. @default 'America/New_York' */
  timeZone: string;
  /** @default 'USD' */
  currency: CurrencyCode;
  captchaSettings: { siteKey: string };
  storeSettings: {
    multipleQuantityAllowedForServices: boolean;
    lightCart: boolean;
    displayNativeReviews: boolean;
    displayImportedReviews: boolean;
  };
  /** Custom restock success text; '' means 'Signed up!'. */
  restockSuccessText: string;
  shippingOptions: ShippingOption[];
  taxRules: TaxRule[];
}

// ---- Platform owner calls (platform §7) ------------------------------------------------------

/** `GET`/`PUT /api/site-header-footer`. */
export interface HeaderFooter {
  header: Record<string, unknown>;
  footer: Record<string, unknown>;
}

/** Navigation item. */
export interface NavigationItem {
  collectionId?: string;
  externalLink?: string;
  memberAreaId?: string;
  title?: string;
  children: NavigationItem[];
}

/** `POST /api/widget/UpdateNavigation` body. */
export interface UpdateNavigationRequest {
  fieldName: 'mainNav' | 'secondaryNav';
  templateId: string;
  navigation: { items: NavigationItem[] };
}

/** One entry of `GET /api/commondata/GetSiteLayout` (an array of these). */
export interface SiteLayoutEntry {
  identifier: string;
  links: NavigationItem[];
}

/** `GET`/`PUT /api/v1/commerce-preferences/{namespace}`: websiteId plus flat preferences. */
export type CommercePreferencesResponse = { websiteId: string } & Record<
  string,
  string | number | boolean | null
>;

/** Store collection payload. */
export interface StoreCollectionRequest {
  navigationTitle: string;
  title: string;
  urlId: string;
  description: string;
  enabled: true;
}

export interface StoreCollection extends StoreCollectionRequest {
  id: string;
  /** ms since epoch. */
  createdOn: number;
}

/** Root category payload. */
export interface RootCategoryRequest {
  displayName: string;
  parentCategoryId: null;
  type: 'ROOT';
  pageRendering: 'LIST_VIEW';
  displayIndex: number;
}

export interface RootCategory extends RootCategoryRequest {
  id: string;
  collectionId: string;
}

/** `GET /api/multilingual/settings`. */
export interface MultilingualSettings {
  enabled: boolean;
  defaultLanguage: string;
  languages: string[];
  multilingualTransactionalEmails: boolean;
}

/** `GET /api/multilingual/status`. */
export interface MultilingualStatus {
  connected: boolean;
  provider: string | null;
}

/** `GET /api/multilingual/languages`. */
export interface MultilingualLanguages {
  languages: Array<{ code: string; isDefault: boolean }>;
  availableLanguages: string[];
}

// ---- Places (served locally) -----------------------------------------------------------------

export interface PlacePrediction {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

/** `GET /api/google-maps/places/autocomplete`; `query` echoes the query parameters. */
export interface PlacesAutocompleteResponse {
  predictions: PlacePrediction[];
  query: Record<string, string>;
}

/** `GET /api/google-maps/places/details`. */
export interface PlaceDetailsResponse {
  result: {
    placeId: string;
    formattedAddress: string;
    address: {
      addressLine1: string;
      addressLine2: string;
      city: string;
      state: string;
      postalCode: string;
      addressCountry: string;
    };
    location: { mapLat: number; mapLng: number };
  };
  query: Record<string, string>;
}
