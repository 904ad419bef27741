import { COMPILED_EN_ADD_TO_CART } from './compiled.en.addToCart';
import { COMPILED_EN_CART_PAGE } from './compiled.en.cartPage';
import { COMPILED_EN_FORMS } from './compiled.en.forms';
import { COMPILED_EN_INITIAL } from './compiled.en.initial';
import { COMPILED_EN_INSTALLMENTS } from './compiled.en.installments';
import { COMPILED_EN_INTERACTIVE } from './compiled.en.interactive';
import { COMPILED_EN_RESTOCK } from './compiled.en.restock';
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.en.ts`: every English message. */
export const COMPILED_EN: CompiledCatalogue = {
  ...COMPILED_EN_INITIAL,
  ...COMPILED_EN_ADD_TO_CART,
  ...COMPILED_EN_INTERACTIVE,
  ...COMPILED_EN_FORMS,
  ...COMPILED_EN_RESTOCK,
  ...COMPILED_EN_INSTALLMENTS,
  ...COMPILED_EN_CART_PAGE,
};
