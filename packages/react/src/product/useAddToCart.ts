import { type AddToCartVariant, createAddToCart, type ProductSelection } from '@storefront-widgets/core';
import { type UseAddToCartOptions, type UseAddToCartResult, useAddToCartWith } from './useAddToCartWith';

/**
 * Adds a product selection's choice to the provider's cart: core's add-to-cart controller with
 * its button states, the platform's messages and alerts, bound to this component. hydrogen-react's
 * `AddToCartButton` logic without its markup. The controller is created with the component; to
 * load it later, from a chunk of your own, use `useDeferredAddToCart`.
 * @example
 * const product = useProductSelection(tee);
 * const cart = useAddToCart(product.selection);
 * <button disabled={cart.isDisabled} aria-disabled={cart.isBusy} onClick={() => cart.add()}>{cart.label}</button>
 */
export function useAddToCart<V extends AddToCartVariant>(
  selection: ProductSelection<V>,
  options: UseAddToCartOptions = {},
): UseAddToCartResult {
  return useAddToCartWith(selection, options, createAddToCart);
}
