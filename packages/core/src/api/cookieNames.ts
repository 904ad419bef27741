/**
 * Cookie names, shared by the client and the reference backend. The platform
 * names the has-cart, cart and session cookies without giving their names; this package uses
 * `hasCart` (value `'true'`), `CART` (the cart id) and `SiteUserSession` (HttpOnly session id).
 */
export const COOKIE_NAMES = {
  /** CSRF token, readable by scripts; sent back in `X-CSRF-Token` or a `crumb` field. */
  crumb: 'crumb',
  /** JSON `{ authenticated, siteUserId }`, readable by scripts. */
  siteUserInfo: 'SiteUserInfo',
  /** `'true'` once the visitor has a cart. */
  hasCart: 'hasCart',
  /** Id of the visitor's cart. */
  cart: 'CART',
  /** HttpOnly session id of a signed-in site user or owner (never read by scripts). */
  session: 'SiteUserSession',
  /** Visitor record: an id plus four positive integers separated by bars. */
  visitorRecord: 'ss_cvr',
  /** Visit time: a positive integer timestamp. */
  visitTime: 'ss_cvt',
} as const;

/** Tracking cookies cleared under a restrictive cookie policy. */
export const TRACKING_COOKIE_NAMES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const;
