import type { Coupon, ShippingOption, TaxRule } from '@storefront-widgets/core';

/** The id of the one document of the `site` collection. */
export const SITE_ID = 'website';

/** Collection names in storage. */
export const COLLECTIONS = {
  products: 'products',
  forms: 'forms',
  site: 'site',
  users: 'users',
  sessions: 'sessions',
  coupons: 'coupons',
  carts: 'carts',
  subscriptionCarts: 'subscription-carts',
  formKeys: 'form-keys',
  formSubmissions: 'form-submissions',
  newsletter: 'newsletter',
  restock: 'restock-sign-ups',
  /** Index of pending restock sign-ups: `productId \0 variantId \0 email` → sign-up id. */
  restockPending: 'restock-pending',
  records: 'records',
  preferences: 'commerce-preferences',
  headerFooter: 'header-footer',
  navigation: 'navigation',
  storeCollections: 'store-collections',
  storeCategories: 'store-categories',
  multilingual: 'multilingual',
} as const;

/** The key of a pending restock sign-up in {@link COLLECTIONS.restockPending}: product, variant, email. */
export const restockPendingKey = (productId: string, variantId: string, email: string): string =>
  `${productId}\u0000${variantId}\u0000${email.toLowerCase()}`;

/** Store settings. */
export interface StoreSettings {
  /** @default true */
  multipleQuantityAllowedForServices: boolean;
  /** @default false */
  lightCart: boolean;
  /** @default true */
  displayNativeReviews: boolean;
  /** @default false */
  displayImportedReviews: boolean;
}

/** The one website this backend serves, as stored under `site/website` and served at GET /api/website. */
export interface SiteRecord {
  websiteId: string;
  timeZone: string;
  currency: string;
  captchaSettings: { siteKey: string };
  storeSettings: StoreSettings;
  shippingOptions: ShippingOption[];
  taxRules: TaxRule[];
  /** Custom restock success text; '' means the default 'Signed up!'. */
  restockSuccessText: string;
}

/** A stored site user; `passwordHash` is a salted KDF hash naming its scheme (`security/passwords.ts`). */
export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  isOwner: boolean;
  language: string | null;
}

export interface SessionRecord {
  id: string;
  userId: string;
  xsrfToken: string;
  /** ms since epoch. */
  expiresAt: number;
}

/** A stored coupon; `minSubtotalCents` makes it invalid below that subtotal. */
export interface CouponRecord extends Coupon {
  minSubtotalCents: number;
}

/** A stored cart line; amounts are captured when the line is added. */
export interface CartEntryRecord {
  id: string;
  itemId: string;
  sku: string;
  quantity: number;
  purchasePriceCents: number;
  additionalFields: string | null;
}

export interface CartRecord {
  id: string;
  websiteId: string;
  created: number;
  currency: string;
  isPurchased: boolean;
  orderId: string | null;
  entries: CartEntryRecord[];
  coupons: string[];
  selectedShippingOptionId: string | null;
  shippingLocation: { country: string; region: string; postalCode: string } | null;
}
