import { createCodeLookup } from './createCodeLookup';

/** Page types by number. */
export const PageType = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
  SIGN_ON_PAGE: 400,
} as const;

/** One of the numeric page types of {@link PageType}. */
export type PageTypeCode = (typeof PageType)[keyof typeof PageType];

/** Name↔code lookups of {@link PageType}. */
export const pageTypes = createCodeLookup(PageType);
