/** Product types (spec/storefront.md §3). Paywall exists on the platform but is not sold by the widgets. */
export const ProductType = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const;

/** Folder behaviour (spec/platform.md §3); the template engine only knows 1 to 3. */
export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 } as const;

/** Page-layout types (spec/platform.md §3). */
export const PageLayoutType = { COVER_PAGE: 1, LOCK_SCREEN: 2, POPUP_OVERLAY: 3, SSO_SCREEN: 4 } as const;

/** Background sources (spec/platform.md §3). */
export const BackgroundSource = { UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 } as const;

/** Named record types (spec/platform.md §3); other codes exist up to 63. */
export const RecordType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  CSS_ASSET: 16,
  TWEAK_ASSET: 17,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  WORDPRESS_EXPORT: 20,
  JSON_EXPORT: 21,
  SITE_SEARCH: 30,
  ACTIVE_TIME: 31,
  TWEET: 50,
  CHECKIN: 52,
  KBARTICLE: 54,
  LESSON: 62,
  COURSE_ITEM: 63,
} as const;

/** Named collection types (spec/platform.md §3); others exist up to 25. */
export const CollectionType = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  PRODUCTS: 13,
  ALBUM_BLOCK: 18,
  LESSONS: 24,
  COURSE: 25,
} as const;
