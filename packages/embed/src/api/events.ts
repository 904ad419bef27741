import type { CartEntry, ErrorCategory, ShoppingCart } from '@storefront-widgets/core';

/**
 * The DOM events the drop-in dispatches on `document` (they bubble, and are not cancelable).
 * Names and payloads are a public contract, listed in the template authors' guide of the docs (Developer API).
 */
export interface StorefrontEventMap {
  /** The cart changed (loaded, item added, fields updated). */
  'storefront:cart-updated': { cart: ShoppingCart };
  /** An add-to-cart succeeded. */
  'storefront:item-added': { entry: CartEntry; cart: ShoppingCart };
  /** A site form was saved. */
  'storefront:form-submitted': { formId: string };
  /** A back-in-stock sign-up was accepted. */
  'storefront:restock-signed-up': { productId: string; variantId: string };
  /**
   * A widget failed to mount or an action failed. `category` tells a fault of the site (a crash,
   * a mount failure, a request without an answer, a 5xx) from a shopper's refused input (an
   * option left unchosen, a 4xx validation answer, a declined captcha), which is expected.
   */
  'storefront:error': { widget: string; message: string; category: ErrorCategory; element?: HTMLElement };
}

export type StorefrontEventName = keyof StorefrontEventMap;

/** Dispatches one of the drop-in's events on `document`. */
export function emit<K extends StorefrontEventName>(
  name: K,
  detail: StorefrontEventMap[K],
  doc: Document = document,
): void {
  doc.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
}
