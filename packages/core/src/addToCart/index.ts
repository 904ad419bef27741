export { ADD_TO_CART_DELAYS, type AddToCartEvent, addToCartTransition } from './addToCartMachine';
export {
  defaultButtonLabel,
  hasEnoughStock,
  isQuantityInputVisible,
  type StoreSettings,
  totalStock,
} from './addToCartRules';
export {
  type AddToCartAlert,
  type AddToCartState,
  type AddToCartStatus,
  addToCartLabel,
  INITIAL_ADD_TO_CART_STATE,
  isAddToCartBusy,
} from './addToCartState';
export {
  type AddToCartClickOptions,
  type AddToCartController,
  type AddToCartOptions,
  type AddToCartResult,
  createAddToCart,
} from './createAddToCart';
export {
  CART_PAGE_PATH,
  type CommerceNavigation,
  type CommerceNavigationOptions,
  type CommercePaths,
  createCommerceNavigation,
  type NavigationWindow,
} from './createCommerceNavigation';
export {
  createProductSelection,
  type ProductSelection,
  type ProductSelectionOptions,
  type ProductSelectionUpdate,
} from './createProductSelection';
export { type AddToCartControllerLoader, type DeferredAddToCart, deferAddToCart } from './deferAddToCart';
export {
  deriveProductSelection,
  type ProductOption,
  type ProductOptionValue,
  type ProductSelectionState,
  type ProductSelectionUnavailableReason,
} from './deriveProductSelection';
export {
  type AddToCartProduct,
  type AddToCartVariant,
  isGiftCardProduct,
  isSubscriptionProduct,
} from './productKinds';
export { getOptionNames, getOptionValues, type ResolveVariantResult, resolveVariant } from './resolveVariant';
export { isOptionValueSoldOut, isVariantSoldOut } from './soldOut';
export {
  type ProductSelectionInput,
  type ProductSelectionValidation,
  validateProductSelection,
} from './validateProductSelection';
