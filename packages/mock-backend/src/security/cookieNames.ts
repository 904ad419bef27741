/** Cookie names shared by the backend, the example site and the tests (spec/storefront.md §3 "Cookies"). */
export const COOKIE = {
  /** CSRF token, readable by scripts (sent back in X-CSRF-Token or a `crumb` field). */
  crumb: 'crumb',
  /** Id of the visitor's cart. */
  cart: 'CART',
  /** `'true'` once the visitor has a cart. */
  hasCart: 'hasCart',
  /** JSON `{ authenticated, siteUserId }`, readable by scripts. */
  siteUserInfo: 'SiteUserInfo',
  /** HttpOnly session id of a signed-in site user or owner. */
  session: 'SiteUserSession',
} as const;
