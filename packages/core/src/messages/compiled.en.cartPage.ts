// Generated from ./catalogue.en.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.en.ts`: the cart page's labels, shipped with the cart widget (see initialMessageIds.ts). */
export const COMPILED_EN_CART_PAGE: CompiledCatalogue = {
  'cartPage.subtotal': [
    {
      type: 0,
      value: 'Subtotal',
    },
  ],
  'cartPage.tax': [
    {
      type: 0,
      value: 'Tax',
    },
  ],
  'cartPage.shipping': [
    {
      type: 0,
      value: 'Shipping',
    },
  ],
  'cartPage.discount': [
    {
      type: 0,
      value: 'Discount',
    },
  ],
  'cartPage.total': [
    {
      type: 0,
      value: 'Total',
    },
  ],
  'cartPage.price': [
    {
      type: 0,
      value: 'Price',
    },
  ],
  'cartPage.checkout': [
    {
      type: 0,
      value: 'Checkout',
    },
  ],
  'cartPage.remove': [
    {
      type: 0,
      value: 'Remove',
    },
  ],
  'cartPage.removeItem': [
    {
      type: 0,
      value: 'Remove ',
    },
    {
      type: 1,
      value: 'title',
    },
  ],
  'cartPage.editAnswers': [
    {
      type: 0,
      value: 'Edit answers',
    },
  ],
  'cartPage.saveAnswers': [
    {
      type: 0,
      value: 'Save answers',
    },
  ],
  'cartPage.emptyConfirm': [
    {
      type: 0,
      value: 'Remove every item from your cart?',
    },
  ],
  'cartPage.updating': [
    {
      type: 0,
      value: 'Updating your cart…',
    },
  ],
  'cartPage.updated': [
    {
      type: 0,
      value: 'Cart updated.',
    },
  ],
};
