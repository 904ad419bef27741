import { Cart, parseProps } from '@storefront-widgets/cart';
import { COMPILED_EN_CART_PAGE, COMPILED_EN_FORMS } from '@storefront-widgets/core';
import type { Runtime } from '../runtime';
import { mountComponent } from './mountComponent';

/**
 * The cart shows answers, totals and failures from the start: it waits for the rest of the
 * catalogue (with the HTTP client's chunk) and brings its own labels, which no other page needs,
 * and the forms' (an entry's answers are edited in its product's form).
 */
export async function prepare(runtime: Runtime): Promise<void> {
  await runtime.messages.preload();
  runtime.messages.addCatalogue({ ...COMPILED_EN_CART_PAGE, ...COMPILED_EN_FORMS });
}

/**
 * Mounts the full-page cart. The server's snapshot (`data-cart`) is shown at once when the page
 * holds no cart yet, so mounting shows the same entries the server rendered instead of blanking
 * them. When the start-up load is already on its way, the snapshot only fills the wait: it is put
 * in the store without taking the load's place, so the load's answer still replaces it.
 */
export function mount(element: HTMLElement, runtime: Runtime): () => void {
  const parsed = parseProps(element);
  if (!parsed.ok) throw new Error(parsed.error);
  const { initialCart, ...props } = parsed.props;
  const { cartStore } = runtime;
  if (initialCart && !cartStore.getState().cart) {
    if (cartStore.getState().status === 'loading') cartStore.setState({ cart: initialCart });
    else cartStore.getState().setCart(initialCart);
  }
  return mountComponent(element, runtime, <Cart {...props} />);
}
