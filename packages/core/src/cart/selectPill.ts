import type { Messages } from '../messages/createMessages';
import type { CartState } from './createLazyCartStore';

/** Where the pill is rendered. */
export interface PillContext {
  /** The current page is the cart page. */
  isCartPage?: boolean;
  /** Express checkout is on for the store. */
  isExpressCheckout?: boolean;
  /** The site template has its own cart. */
  hasCustomCart?: boolean;
  /** The formatter of the pill's texts. */
  messages: Messages;
}

/** What the floating cart pill shows. */
export interface PillView {
  /** False on the cart page, in express checkout and with a custom cart: no pill at all there. */
  isOnPage: boolean;
  /** On the page and the cart holds something (it fades in above 0). */
  isVisible: boolean;
  /** Quantity text: the number, or '100+' above 100. */
  text: string;
  /** Spoken label. */
  label: string;
  /** Total quantity in the cart. */
  quantity: number;
}

/** Quantity text of the cart indicator: the number, or '100+' above 100. */
export function cartQuantityText(quantity: number, messages: Messages): string {
  return quantity > 100 ? messages.format('cart.quantityOverflow') : String(quantity);
}

/**
 * Spoken label of the cart indicator: 'One item in cart', '{n} items in cart',
 * 'More than 100 items in cart', or 'Cart' when there is no quantity.
 */
export function cartQuantityLabel(quantity: number | null, messages: Messages): string {
  if (quantity === null) return messages.format('cart.label');
  if (quantity > 100) return messages.format('cart.moreThan100');
  return messages.format('cart.itemCount', { count: quantity });
}

/**
 * The floating cart pill: hidden at 0, on the cart page, in express
 * checkout and with a custom cart.
 */
export function selectPill(state: Pick<CartState, 'cart'>, context: PillContext): PillView {
  const { messages } = context;
  const quantity = state.cart?.totalQuantity ?? 0;
  const isOnPage = !context.isCartPage && !context.isExpressCheckout && !context.hasCustomCart;
  return {
    isOnPage,
    isVisible: isOnPage && quantity > 0,
    quantity,
    text: cartQuantityText(quantity, messages),
    label: cartQuantityLabel(state.cart ? quantity : null, messages),
  };
}
