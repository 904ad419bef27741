// Generated from ./catalogue.en.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.en.ts`: the messages that arrive with the HTTP client (see messagePartOf.ts). */
export const COMPILED_EN_INTERACTIVE: CompiledCatalogue = {
  'addToCart.added': [
    {
      type: 0,
      value: 'Added!',
    },
  ],
  'dialog.close': [
    {
      type: 0,
      value: 'Close',
    },
  ],
  'dialog.cancel': [
    {
      type: 0,
      value: 'Cancel',
    },
  ],
  'dialog.loading': [
    {
      type: 0,
      value: 'Loading…',
    },
  ],
  'cart.itemCount': [
    {
      type: 6,
      value: 'count',
      options: {
        one: {
          value: [
            {
              type: 0,
              value: 'One item in cart',
            },
          ],
        },
        other: {
          value: [
            {
              type: 7,
            },
            {
              type: 0,
              value: ' items in cart',
            },
          ],
        },
      },
      offset: 0,
      pluralType: 'cardinal',
    },
  ],
  'cart.moreThan100': [
    {
      type: 0,
      value: 'More than 100 items in cart',
    },
  ],
  'cart.quantityOverflow': [
    {
      type: 0,
      value: '100+',
    },
  ],
  'cartPill.added': [
    {
      type: 0,
      value: 'Added to cart',
    },
  ],
  'cartPill.option': [
    {
      type: 1,
      value: 'name',
    },
    {
      type: 0,
      value: ': ',
    },
    {
      type: 1,
      value: 'value',
    },
  ],
  'cartPill.quantity': [
    {
      type: 0,
      value: 'Quantity: ',
    },
    {
      type: 1,
      value: 'quantity',
    },
  ],
  'cartPill.viewCart': [
    {
      type: 0,
      value: 'View cart',
    },
  ],
  'cartPill.announcement': [
    {
      type: 0,
      value: 'Added to cart: ',
    },
    {
      type: 1,
      value: 'item',
    },
    {
      type: 0,
      value: ', quantity ',
    },
    {
      type: 1,
      value: 'quantity',
    },
    {
      type: 0,
      value: '. ',
    },
    {
      type: 1,
      value: 'itemCount',
    },
  ],
  'cart.unableToUpdateQuantity': [
    {
      type: 0,
      value: 'Unable to update quantity',
    },
  ],
  'cart.unableToRemoveItem': [
    {
      type: 0,
      value: 'Unable to remove item',
    },
  ],
  'cart.unableToUpdateForm': [
    {
      type: 0,
      value: 'Unable to update form',
    },
  ],
  'cart.unableToOpenForm': [
    {
      type: 0,
      value: 'Unable to open form',
    },
  ],
  'cart.empty': [
    {
      type: 0,
      value: 'You have nothing in your shopping cart.',
    },
  ],
  'cart.minimumSubtotal': [
    {
      type: 0,
      value: 'To check out, your order subtotal must be ',
    },
    {
      type: 1,
      value: 'subtotal',
    },
    {
      type: 0,
      value: ' or more.',
    },
  ],
  'cart.emptyCart': [
    {
      type: 0,
      value: 'Empty cart',
    },
  ],
  'http.sessionExpired': [
    {
      type: 0,
      value: 'Your session has expired. Please reload the page and try again.',
    },
  ],
  'http.enableCookies': [
    {
      type: 0,
      value: 'Please enable cookies in your browser, reload the page, and try again.',
    },
  ],
  'http.rateLimited': [
    {
      type: 0,
      value: 'Please try again in a few seconds.',
    },
  ],
  'http.unknownError': [
    {
      type: 0,
      value: 'Unknown error, please try again later.',
    },
  ],
  'form.captchaIncomplete': [
    {
      type: 0,
      value: 'Complete CAPTCHA before submitting.',
    },
  ],
  'restock.siteKeyMissing': [
    {
      type: 0,
      value: 'Enterprise V3 ReCaptcha site key not found',
    },
  ],
};
