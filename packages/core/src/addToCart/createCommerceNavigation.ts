/**
 * Where commerce flows lead. Injected so tests and the editor can substitute it.
 */
export interface CommerceNavigation {
  /** Opens /cart. */
  goToCart(): void;
  /** Opens the checkout page (express checkout). */
  goToCheckout(): void;
  /** Opens the subscription checkout for the cart token the subscription call returned. */
  goToSubscriptionCheckout(cartToken: string): void;
  /** Opens the gift-card page for a product and its chosen denomination (variant SKU). */
  goToGiftCardPage(productId: string, sku: string): void;
}

/** The cart page's path (the cart link always resolves to /cart). */
export const CART_PAGE_PATH = '/cart';

/** The window parts navigation touches. */
export interface NavigationWindow {
  location: { assign(url: string): void };
  /** The editor iframe element when the page runs inside the site editor. */
  frameElement?: { setAttribute(name: string, value: string): void } | null;
}

/**
 * Paths of the pages the platform leaves unnamed ("their paths are not shown"). Defaults chosen here:
 * `/checkout`, `/checkout/subscription?cartToken=…`, `/checkout/gift-card?productId=…&sku=…`.
 */
export interface CommercePaths {
  /** @default '/cart' */
  cart?: string;
  /** @default '/checkout' */
  checkout?: string;
  /** @default (token) => `/checkout/subscription?cartToken=${token}` */
  subscriptionCheckout?: (cartToken: string) => string;
  /** @default (productId, sku) => `/checkout/gift-card?productId=…&sku=…` */
  giftCardPage?: (productId: string, sku: string) => string;
}

/** Options of {@link createCommerceNavigation}. */
export interface CommerceNavigationOptions {
  /** @default globalThis.window */
  window?: NavigationWindow;
  /** Inside the site editor frame, /cart sets the frame URL instead of navigating. @default false */
  isInEditorFrame?: boolean;
  paths?: CommercePaths;
}

/** Creates the browser navigation for commerce flows. */
export function createCommerceNavigation(options: CommerceNavigationOptions = {}): CommerceNavigation {
  const win = options.window ?? (globalThis as unknown as { window: NavigationWindow }).window;
  const paths = options.paths ?? {};
  const go = (url: string) => win.location.assign(url);
  return {
    goToCart() {
      const url = paths.cart ?? CART_PAGE_PATH;
      if (options.isInEditorFrame && win.frameElement) win.frameElement.setAttribute('src', url);
      else go(url);
    },
    goToCheckout: () => go(paths.checkout ?? '/checkout'),
    goToSubscriptionCheckout: (cartToken) =>
      go(
        paths.subscriptionCheckout?.(cartToken) ??
          `/checkout/subscription?${new URLSearchParams({ cartToken }).toString()}`,
      ),
    goToGiftCardPage: (productId, sku) =>
      go(
        paths.giftCardPage?.(productId, sku) ??
          `/checkout/gift-card?${new URLSearchParams({ productId, sku }).toString()}`,
      ),
  };
}
