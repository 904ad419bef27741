export { type CartContentFlags, cartContentFlags } from './cartContentFlags';
export { type CartApi, createCartApi, type ShoppingCartQuery } from './createCartApi';
export { type CartStoreOptions, createCartStore } from './createCartStore';
export { createEmptyCart } from './createEmptyCart';
export {
  type CartActions,
  type CartAddition,
  type CartState,
  type CartStore,
  createLazyCartStore,
  type LazyCartStoreOptions,
} from './createLazyCartStore';
export { quantityInCart } from './quantityInCart';
export { type CartSummary, type MoneyAmount, selectCartSummary } from './selectCartSummary';
export {
  cartQuantityLabel,
  cartQuantityText,
  type PillContext,
  type PillView,
  selectPill,
} from './selectPill';
export { type CartStartContext, shouldLoadCartAtStart } from './shouldLoadCartAtStart';
