// Generated from ./catalogue.en.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.en.ts`: the restock form's, shipped with it (see messagePartOf.ts). */
export const COMPILED_EN_RESTOCK: CompiledCatalogue = {
  'restock.emailBlank': [
    {
      type: 0,
      value: 'Email cannot be blank',
    },
  ],
  'restock.emailInvalid': [
    {
      type: 0,
      value: 'Email is invalid',
    },
  ],
  'restock.success': [
    {
      type: 0,
      value: 'Signed up!',
    },
  ],
  'restock.successEmail': [
    {
      type: 0,
      value: 'We will email ',
    },
    {
      type: 1,
      value: 'email',
    },
    {
      type: 0,
      value: ' when it is back in stock.',
    },
  ],
  'restock.failed': [
    {
      type: 0,
      value: 'Unable to submit form. Please try again later.',
    },
  ],
  'restock.emailLabel': [
    {
      type: 0,
      value: 'Email Address',
    },
  ],
  'restock.joinMailingList': [
    {
      type: 0,
      value: 'Join our mailing list',
    },
  ],
  'restock.signUp': [
    {
      type: 0,
      value: 'Sign Up',
    },
  ],
};
