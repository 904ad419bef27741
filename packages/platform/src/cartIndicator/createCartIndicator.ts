import { cartQuantityLabel, cartQuantityText } from '@storefront-widgets/core/cart';
import { getDefaultMessages, type Messages } from '@storefront-widgets/core/messages';

/** What a template-integrated cart indicator shows. */
export interface CartIndicatorInputs {
  /** Number of items in the cart. */
  items: number;
  /** The subtotal, already formatted; shown as given. */
  subtotal?: string;
}

/** Options of {@link createCartIndicator}. */
export interface CartIndicatorOptions {
  /** The element inside the indicator that shows the quantity. @default '[data-cart-quantity]' */
  quantitySelector?: string;
  /** The element inside the indicator that shows the subtotal. @default '[data-cart-subtotal]' */
  subtotalSelector?: string;
  /** Formatter of '100+' and the spoken labels. @default English */
  messages?: Messages;
}

/** A cart indicator bound to its element. */
export interface CartIndicator {
  /** Shows the cart: marks the indicator initialized and empty or not, writes quantity, label and subtotal. */
  sync(inputs: CartIndicatorInputs): void;
}

/**
 * Drives a cart indicator that is part of a site template. It starts with the
 * label of zero items; every sync sets `data-initialized`, sets `data-empty` when items is 0 and
 * removes it otherwise, writes the quantity ('100+' above 100) and the spoken label ('One item in
 * cart', '{n} items in cart', 'More than 100 items in cart'; 'Cart' when the template has no
 * quantity element) and the subtotal text as given. The wording is core's cart-pill wording.
 */
export function createCartIndicator(root: Element, options: CartIndicatorOptions = {}): CartIndicator {
  const messages = options.messages ?? getDefaultMessages();
  const quantity = root.querySelector(options.quantitySelector ?? '[data-cart-quantity]');
  const subtotal = root.querySelector(options.subtotalSelector ?? '[data-cart-subtotal]');
  const label = (items: number) => cartQuantityLabel(quantity ? items : null, messages);
  root.setAttribute('aria-label', label(0));
  return {
    sync({ items, subtotal: subtotalText }) {
      const count = Number.isFinite(items) && items > 0 ? Math.floor(items) : 0;
      root.setAttribute('data-initialized', '');
      root.toggleAttribute('data-empty', count === 0);
      if (quantity) quantity.textContent = cartQuantityText(count, messages);
      if (subtotal && subtotalText !== undefined) subtotal.textContent = subtotalText;
      root.setAttribute('aria-label', label(count));
    },
  };
}
