import {
  type ApiError,
  type CartEntry,
  type CartPageController,
  type CartPageOptions,
  type CartPageState,
  type CartState,
  createCartPage,
  isEntryBusy,
  type ShoppingCart,
} from '@storefront-widgets/core';
import { useEffect, useMemo } from 'react';
import { useStorefront } from '../context/useStorefront';
import { useController } from '../store/useController';
import { useStore } from '../store/useStore';

/** Options of {@link useCart} (the form without a selector). */
export interface UseCartOptions extends Pick<CartPageOptions, 'minimumSubtotalCents'> {
  /**
   * Loads the cart when the provider's store holds none yet (status 'idle'), as the cart widget
   * does. `false` leaves loading to the host.
   * @default true
   */
  load?: boolean;
}

/**
 * Every action of core's cart-page controller (`createCartPage`), passed through as it is:
 * `typeQuantity`, `commitQuantity`, `remove`, `updateAdditionalFields` (edit answers), `empty`,
 * `checkout`, `dismiss`, the coupons' `typeCoupon`, `applyCoupon` and `removeCoupon`, and whatever the controller offers in a later version.
 */
export type CartLineActions = Omit<CartPageController, 'getState' | 'subscribe' | 'destroy'>;

/** What {@link useCart} returns: the cart, its loading state, the lines' state and the actions. */
export interface UseCartResult extends CartPageState, CartLineActions {
  /** The loaded cart, or null before the first load. */
  cart: ShoppingCart | null;
  /** The cart's entries (hydrogen-react's `lines`); empty before the first load. */
  lines: readonly CartEntry[];
  /** The cart store's status: 'loading' while the cart is fetched, 'error' after a failed load. */
  status: CartState['status'];
  /** True while the cart is fetched. */
  isLoading: boolean;
  /** The cart store's last failure (its message is the server's), or null. */
  error: ApiError | null;
  /** True while a change to the cart is in flight (the totals are being recalculated). */
  isRecalculating: boolean;
  /** True while an entry has a call in flight or the cart is being emptied: its controls wait. */
  isLineBusy(entryId: string): boolean;
  /**
   * Sets an entry's quantity and saves it now, with the add-to-cart rules (whole numbers,
   * 1–9999). Resolves when the cart has answered; a refusal lands in `errors[entryId]`. Never rejects.
   */
  updateQuantity(entryId: string, quantity: number | string): Promise<void>;
  /** Fetches the cart again. Resolves when it has answered; a failure lands in `error`. Never rejects. */
  reload(): Promise<void>;
}

const NO_LINES: readonly CartEntry[] = [];

/**
 * The provider's cart with its line actions, over core's cart store and cart-page controller:
 * what a cart drawer, a mini-cart or a cart page needs. hydrogen-react's `useCart` (with
 * `linesUpdate`, `linesRemove`) without a `CartProvider` of its own: the `StorefrontProvider`'s cart
 * store is shared with the widgets on the page.
 *
 * For one slice of the cart store only (a count in a header), `useCartStore(selector)`.
 * @example
 * const { lines, updateQuantity, remove, errors, isLineBusy } = useCart();
 * lines.map((line) => (
 *   <li key={line.id}>
 *     {line.title}
 *     <button disabled={isLineBusy(line.id)} onClick={() => updateQuantity(line.id, line.quantity + 1)}>+</button>
 *     <button disabled={isLineBusy(line.id)} onClick={() => remove(line.id)}>Remove</button>
 *     {errors[line.id] && <p role="alert">{errors[line.id]?.message}</p>}
 *   </li>
 * ));
 */
export function useCart({ minimumSubtotalCents = 0, load = true }: UseCartOptions = {}): UseCartResult {
  const { client, cartStore, messages, navigation } = useStorefront();
  const [state, controller] = useController(createCartPage, {
    client,
    cartStore,
    messages,
    navigation,
    minimumSubtotalCents,
  });
  const cart = useStore(cartStore, (current) => ({
    cart: current.cart,
    status: current.status,
    error: current.error,
    isRecalculating: current.isRecalculating,
  }));

  useEffect(() => {
    if (load && cartStore.getState().status === 'idle')
      cartStore
        .getState()
        .load()
        .catch(() => {});
  }, [cartStore, load]);

  const actions = useMemo(() => {
    const { getState: _getState, subscribe: _subscribe, destroy: _destroy, ...passed } = controller;
    return {
      ...passed,
      updateQuantity(entryId: string, quantity: number | string) {
        controller.typeQuantity(entryId, String(quantity));
        return controller.commitQuantity(entryId);
      },
      reload: () =>
        cartStore
          .getState()
          .load()
          .then(
            () => {},
            () => {},
          ),
    };
  }, [controller, cartStore]);

  return {
    ...state,
    ...cart,
    lines: cart.cart?.entries ?? NO_LINES,
    isLoading: cart.status === 'loading',
    isLineBusy: (entryId) => isEntryBusy(state, entryId),
    ...actions,
  };
}
