import { ADD_TO_CART_MESSAGE_IDS, INITIAL_MESSAGE_IDS, isCartPageMessageId } from './initialMessageIds';

/**
 * The parts the English catalogue is compiled into, each shipped where it is needed:
 * - `initial`: what a page shows before its HTTP client has loaded (`COMPILED_EN_INITIAL`);
 * - `addToCart`: the add-to-cart click's checks and alert titles, with the click's code
 *   (`COMPILED_EN_ADD_TO_CART`);
 * - `interactive`: what follows an answer on any page, and the captcha's two messages, which the
 *   site form and the restock form share (`COMPILED_EN_INTERACTIVE`, with the HTTP client);
 * - `forms`: a site form's labels, checks and failures (`COMPILED_EN_FORMS`), for the site form,
 *   a product's form and the cart's answers;
 * - `restock`: the restock form's (`COMPILED_EN_RESTOCK`);
 * - `installments`: the installment pill's (`COMPILED_EN_INSTALLMENTS`);
 * - `cartPage`: the cart page's labels (`COMPILED_EN_CART_PAGE`).
 */
export type MessagePart =
  | 'initial'
  | 'addToCart'
  | 'interactive'
  | 'forms'
  | 'restock'
  | 'installments'
  | 'cartPage';

const initial = new Set<string>(INITIAL_MESSAGE_IDS);
const addToCart = new Set<string>(ADD_TO_CART_MESSAGE_IDS);
/** Messages of the captcha, which both the site form and the restock form show. */
const CAPTCHA_MESSAGE_IDS = new Set(['form.captchaIncomplete', 'restock.siteKeyMissing']);

/** The part of the English catalogue message `id` is compiled into (see {@link MessagePart}). */
export function messagePartOf(id: string): MessagePart {
  if (initial.has(id)) return 'initial';
  if (addToCart.has(id)) return 'addToCart';
  if (isCartPageMessageId(id)) return 'cartPage';
  if (CAPTCHA_MESSAGE_IDS.has(id)) return 'interactive';
  if (id.startsWith('form.') || id.startsWith('likert.')) return 'forms';
  if (id.startsWith('restock.')) return 'restock';
  if (id.startsWith('installments.')) return 'installments';
  return 'interactive';
}
