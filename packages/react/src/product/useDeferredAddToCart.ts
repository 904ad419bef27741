import {
  type AddToCartControllerLoader,
  type AddToCartVariant,
  deferAddToCart,
  type ProductSelection,
} from '@storefront-widgets/core';
import { type UseAddToCartOptions, type UseAddToCartResult, useAddToCartWith } from './useAddToCartWith';

/**
 * {@link useAddToCart} with the controller loaded later instead of created with the component
 * (core's `deferAddToCart`), so the first load of the page holds none of the click's code. The
 * button is idle until the controller has arrived; `preload()` starts loading it (call it when the
 * browser is idle, or as a pointer or the focus reaches the button), and the first `add()` waits
 * for it, reading 'Adding…' at once meanwhile. A load that fails is the network alert under
 * 'Unable to Add Item' and a `failed` outcome; the next call loads again. `loadController` is read
 * when the component mounts. The shipped `AddToCartButton` is built on this hook (its click's
 * code is a chunk of the package, loaded at idle or as the shopper reaches for the block).
 * @param loadController loads core's `createAddToCart` (say, from a chunk of your app) and creates the controller with the options it is given.
 * @example
 * const load: AddToCartControllerLoader = (o) => import('./addToCartChunk').then((m) => m.createAddToCart(o));
 * const cart = useDeferredAddToCart(product.selection, load);
 * useEffect(() => onIdle(cart.preload), [cart.preload]); // core's onIdle: once the browser is idle
 */
export function useDeferredAddToCart<V extends AddToCartVariant>(
  selection: ProductSelection<V>,
  loadController: AddToCartControllerLoader,
  options: UseAddToCartOptions = {},
): UseAddToCartResult {
  return useAddToCartWith(selection, options, (initial) => deferAddToCart(initial, loadController));
}
