import type { MessageId } from './catalogue.en';

/**
 * The messages a page can show before its HTTP client has loaded: the add-to-cart button's labels,
 * the quantity checks (which the cart page's stepper shares), the cart pill's label without a
 * cart, and the network failure (with its alert title) a click gets when the click's code or the
 * client cannot load. They are compiled apart
 * (`COMPILED_EN_INITIAL`) so the drop-in ships them with the page; every other message follows a
 * server answer, which arrives through the client, or belongs to a widget that waits for the
 * client before it mounts (forms, restock, installments), and comes with the client's chunk
 * (`COMPILED_EN_INTERACTIVE`) or with the widget that shows it (see `messagePartOf`). A test runs
 * the button's and the pill's pre-answer states on these alone.
 */
export const INITIAL_MESSAGE_IDS = [
  'addToCart.label',
  'addToCart.subscribe',
  'addToCart.adding',
  'addToCart.quantity',
  'addToCart.quickView',
  'product.soldOut',
  'product.sale',
  'variant.selectValue',
  'variant.selectName',
  'addToCart.quantityNotNumber',
  'addToCart.quantityNotWhole',
  'addToCart.quantityOutOfRange',
  'addToCart.errorTitle',
  'cart.label',
  'http.noConnection',
] as const satisfies readonly MessageId[];

/**
 * The add-to-cart click's own checks and alert titles (an option left unset, a variant that does
 * not exist or lacks stock, a gift card without its amount): compiled apart
 * (`COMPILED_EN_ADD_TO_CART`) and shipped with the click's code, which adds them to the page's
 * messages when it arrives, before any click is checked. A page paints its buttons without them.
 */
export const ADD_TO_CART_MESSAGE_IDS = [
  'addToCart.selectOption',
  'addToCart.selectOptions',
  'list.and',
  'addToCart.variantUnavailable',
  'addToCart.notEnoughStock',
  'addToCart.giftCardDenomination',
  'addToCart.expressErrorTitle',
  'addToCart.giftCardErrorTitle',
] as const satisfies readonly MessageId[];

/**
 * The cart page's own labels (totals, buttons): compiled apart (`COMPILED_EN_CART_PAGE`) and
 * shipped in the cart widget's chunk, which adds them to the page's messages, so product pages
 * never download them.
 */
export const isCartPageMessageId = (id: string): boolean => id.startsWith('cartPage.');
