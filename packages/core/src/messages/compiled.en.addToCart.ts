// Generated from ./catalogue.en.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.en.ts`: the add-to-cart click's checks, shipped with the click's code (see initialMessageIds.ts). */
export const COMPILED_EN_ADD_TO_CART: CompiledCatalogue = {
  'addToCart.selectOption': [
    {
      type: 0,
      value: 'Please select the ',
    },
    {
      type: 1,
      value: 'option',
    },
    {
      type: 0,
      value: ' option.',
    },
  ],
  'addToCart.selectOptions': [
    {
      type: 0,
      value: 'Please select the ',
    },
    {
      type: 1,
      value: 'options',
    },
    {
      type: 0,
      value: ' options.',
    },
  ],
  'list.and': [
    {
      type: 1,
      value: 'head',
    },
    {
      type: 0,
      value: ' and ',
    },
    {
      type: 1,
      value: 'last',
    },
  ],
  'addToCart.variantUnavailable': [
    {
      type: 0,
      value: 'Sorry, that item variant is unavailable. Please select another variant.',
    },
  ],
  'addToCart.notEnoughStock': [
    {
      type: 0,
      value: 'Sorry, we do not have enough of that item available.',
    },
  ],
  'addToCart.giftCardDenomination': [
    {
      type: 0,
      value: 'Select a denomination for the Gift Card',
    },
  ],
  'addToCart.expressErrorTitle': [
    {
      type: 0,
      value: 'Unable to Purchase Item',
    },
  ],
  'addToCart.giftCardErrorTitle': [
    {
      type: 0,
      value: 'Unable to purchase Gift Card',
    },
  ],
};
