import { createStore } from 'zustand/vanilla';
import { networkErrorToApiError } from '../http/networkErrorToApiError';
import { trackSubscriptions } from '../store/trackSubscriptions';
import { type AddToCartState, INITIAL_ADD_TO_CART_STATE } from './addToCartState';
import type { AddToCartController, AddToCartOptions } from './createAddToCart';

/** Loads the add-to-cart controller: `createAddToCart` from a chunk fetched later, typically. */
export type AddToCartControllerLoader = (options: AddToCartOptions) => Promise<AddToCartController>;

/** An add-to-cart controller whose code arrives later: {@link deferAddToCart}. */
export interface DeferredAddToCart extends AddToCartController {
  /**
   * Starts loading the controller unless it is loaded or on its way (the browser is idle, a
   * pointer or the focus reaches the block). A failed load is forgotten: the next call tries again.
   */
  preload(): void;
}

/**
 * An add-to-cart controller that loads its code when first asked for: idle with no alert until
 * then, its state afterwards the loaded controller's. `add()` waits for the load, busy
 * (`adding`, the 'Adding…' label) while it waits, so a first click shows at once; a load that fails
 * (the network dropped) is the network alert ('Please check your internet connection.') under 'Unable to Add Item' and a `failed`
 * outcome, never a rejection, and the next `add()` or `preload()` loads again. What the drop-in's
 * button does with its click's chunk, for any view.
 * @example
 * const cart = deferAddToCart(options, (o) => import('./loadAddToCart').then((m) => m.createAddToCart(o)));
 * onIdle(cart.preload);
 */
export function deferAddToCart(
  options: AddToCartOptions,
  load: AddToCartControllerLoader,
): DeferredAddToCart {
  const { messages } = options;
  const store = createStore<AddToCartState>()(() => INITIAL_ADD_TO_CART_STATE);
  const subscriptions = trackSubscriptions(store);
  let loading: Promise<AddToCartController> | null = null;
  let loaded: AddToCartController | null = null;
  let stopFollowing = () => {};
  let isDestroyed = false;
  /** An add waits for the load: the button reads 'Adding…' meanwhile, not the idle label. */
  let isAddWaiting = false;

  const controller = (): Promise<AddToCartController> => {
    loading ??= load(options).then(
      (created) => {
        if (isDestroyed) created.destroy();
        else {
          loaded = created;
          if (!isAddWaiting) store.setState(created.getState(), true);
          stopFollowing = created.subscribe((state) => store.setState(state, true));
        }
        return created;
      },
      (cause: unknown) => {
        loading = null;
        throw cause;
      },
    );
    return loading;
  };

  return {
    getState: store.getState,
    subscribe: subscriptions.subscribe,
    preload() {
      controller().catch(() => {});
    },
    async add(input) {
      let created: AddToCartController;
      if (!loaded) {
        isAddWaiting = true;
        store.setState({ status: 'adding', alert: null });
      }
      try {
        created = await controller();
      } catch (cause) {
        isAddWaiting = false;
        const error = networkErrorToApiError(cause, messages);
        if (!isDestroyed)
          store.setState({
            status: 'idle',
            alert: { title: messages.format('addToCart.errorTitle'), message: error.message },
          });
        return { type: 'failed', error };
      }
      if (isAddWaiting) {
        // The controller's own state from here on, in the same task as its add (no frame between):
        // an add it refuses at once (an invalid choice) leaves the button idle again.
        isAddWaiting = false;
        if (!isDestroyed) store.setState(created.getState(), true);
      }
      return created.add(input);
    },
    dismissAlert() {
      if (loaded) loaded.dismissAlert();
      if (store.getState().alert) store.setState({ alert: null });
    },
    destroy() {
      isDestroyed = true;
      stopFollowing();
      loaded?.destroy();
      subscriptions.unsubscribeAll();
    },
  };
}
