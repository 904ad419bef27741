// Generated from ./catalogue.en.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.en.ts`: what a page shows before its HTTP client has loaded (see initialMessageIds.ts). */
export const COMPILED_EN_INITIAL: CompiledCatalogue = {
  'addToCart.label': [
    {
      type: 0,
      value: 'Add To Cart',
    },
  ],
  'addToCart.subscribe': [
    {
      type: 0,
      value: 'Subscribe',
    },
  ],
  'addToCart.adding': [
    {
      type: 0,
      value: 'Adding…',
    },
  ],
  'addToCart.quantity': [
    {
      type: 0,
      value: 'Quantity',
    },
  ],
  'addToCart.quickView': [
    {
      type: 0,
      value: 'Quick View',
    },
  ],
  'product.soldOut': [
    {
      type: 0,
      value: 'sold out',
    },
  ],
  'product.sale': [
    {
      type: 0,
      value: 'sale',
    },
  ],
  'variant.selectValue': [
    {
      type: 0,
      value: 'Select Value',
    },
  ],
  'variant.selectName': [
    {
      type: 0,
      value: 'Select ',
    },
    {
      type: 1,
      value: 'variantName',
    },
  ],
  'addToCart.quantityNotNumber': [
    {
      type: 0,
      value: 'Quantity must be a number.',
    },
  ],
  'addToCart.quantityNotWhole': [
    {
      type: 0,
      value: 'Quantity must be a whole number',
    },
  ],
  'addToCart.quantityOutOfRange': [
    {
      type: 0,
      value: 'Quantity must be between ',
    },
    {
      type: 1,
      value: 'min',
    },
    {
      type: 0,
      value: ' and ',
    },
    {
      type: 1,
      value: 'max',
    },
    {
      type: 0,
      value: '.',
    },
  ],
  'addToCart.errorTitle': [
    {
      type: 0,
      value: 'Unable to Add Item',
    },
  ],
  'cart.label': [
    {
      type: 0,
      value: 'Cart',
    },
  ],
  'http.noConnection': [
    {
      type: 0,
      value: 'Please check your internet connection.',
    },
  ],
};
