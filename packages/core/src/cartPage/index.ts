export {
  CART_PAGE_DELAYS,
  type CartEntryOperation,
  type CartPageAlert,
  type CartPageEvent,
  type CartPageState,
  type CouponFieldState,
  type CouponOperation,
  cartPageTransition,
  INITIAL_CART_PAGE_STATE,
  isEntryBusy,
  steppedQuantity,
} from './cartPageMachine';
export { type CartPageController, type CartPageOptions, createCartPage } from './createCartPage';
export { type CouponApi, createCouponApi } from './createCouponApi';
export {
  answersToFormInputs,
  describeEntryAnswers,
  type EntryAnswer,
  parseAdditionalFields,
} from './entryAnswers';
export {
  type CartEntryView,
  type CartTotalKey,
  type CartTotalLine,
  type CartView,
  type CartViewOptions,
  type CouponView,
  selectCartView,
  variantText,
} from './selectCartView';
