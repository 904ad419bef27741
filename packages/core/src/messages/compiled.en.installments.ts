// Generated from ./catalogue.en.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.en.ts`: the installment pill's, shipped with it (see messagePartOf.ts). */
export const COMPILED_EN_INSTALLMENTS: CompiledCatalogue = {
  'installments.over': [
    {
      type: 0,
      value: 'available for orders over ',
    },
    {
      type: 1,
      value: 'amount',
    },
  ],
  'installments.upTo': [
    {
      type: 0,
      value: 'available for orders up to ',
    },
    {
      type: 1,
      value: 'amount',
    },
  ],
  'installments.payments': [
    {
      type: 0,
      value: 'or ',
    },
    {
      type: 1,
      value: 'count',
    },
    {
      type: 0,
      value: ' interest-free payments of ',
    },
    {
      type: 1,
      value: 'amount',
    },
    {
      type: 0,
      value: ' with ',
    },
    {
      type: 1,
      value: 'brand',
    },
  ],
  'installments.learnMore': [
    {
      type: 0,
      value: 'Learn more about ',
    },
    {
      type: 1,
      value: 'brand',
    },
  ],
};
