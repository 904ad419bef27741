/**
 * Cookie names (storefront §3). The spec names the has-cart and cart cookies without giving their
 * names; this package uses `hasCart` (value `'true'`) and `CART` (the cart token).
 */
export const COOKIE_NAMES = {
  crumb: 'crumb',
  siteUserInfo: 'SiteUserInfo',
  hasCart: 'hasCart',
  cart: 'CART',
  visitorRecord: 'ss_cvr',
  visitTime: 'ss_cvt',
} as const;

/** Tracking cookies cleared under a restrictive cookie policy (storefront §9). */
export const TRACKING_COOKIE_NAMES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const;
