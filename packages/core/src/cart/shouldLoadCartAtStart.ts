/** Inputs of {@link shouldLoadCartAtStart}. */
export interface CartStartContext {
  /** From the SiteUserInfo cookie. */
  isAuthenticated: boolean;
  /** The has-cart cookie equals `'true'`. */
  hasCartCookie: boolean;
  /** The cart cookie's value, if any. */
  cartCookie?: string | undefined;
}

/**
 * Load the cart at page start only if the user is authenticated, the has-cart cookie
 * is true, or a cart cookie exists; otherwise the add-to-cart wrappers are simply made visible.
 */
export function shouldLoadCartAtStart(context: CartStartContext): boolean {
  return context.isAuthenticated || context.hasCartCookie || Boolean(context.cartCookie);
}
