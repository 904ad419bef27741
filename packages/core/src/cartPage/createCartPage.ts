import { createStore } from 'zustand/vanilla';
import type { CommerceNavigation } from '../addToCart/createCommerceNavigation';
import type { ShoppingCart } from '../api/types';
import type { CartStore } from '../cart/createLazyCartStore';
import { type Clock, systemClock } from '../clock/clock';
import { loadFormDefinition } from '../forms/loadFormDefinition';
import { ApiError } from '../http/ApiError';
import type { HttpClient } from '../http/createHttpClient';
import { networkErrorToApiError } from '../http/networkErrorToApiError';
import type { MessageId } from '../messages/catalogue.en';
import type { Messages } from '../messages/createMessages';
import { trackSubscriptions } from '../store/trackSubscriptions';
import { validateQuantity } from '../validation/validateQuantity';
import {
  CART_PAGE_DELAYS,
  type CartPageEvent,
  type CartPageState,
  cartPageTransition,
  INITIAL_CART_PAGE_STATE,
  steppedQuantity,
} from './cartPageMachine';
import { createCouponApi } from './createCouponApi';

/** Options of {@link createCartPage}. */
export interface CartPageOptions {
  /** The cart store whose cart the page shows and changes. */
  cartStore: CartStore;
  /** The formatter of the failure titles and quantity checks. */
  messages: Messages;
  /** Checkout goes through it. */
  navigation: CommerceNavigation;
  /**
   * The store's minimum order subtotal for checkout, in minor units; 0 means none.
   * @default 0
   */
  minimumSubtotalCents?: number;
  /** @default the platform timers */
  clock?: Clock;
  /**
   * The HTTP client the coupon calls and the entries' answers forms go through (the cart store's
   * other calls do not need it).
   * @default none: applying or removing a coupon then answers 'Unable to apply coupon' (or remove)
   * with 'Unknown error, please try again later.', and no answers form is loaded
   */
  client?: HttpClient;
}

/** The cart page controller a view binds to. */
export interface CartPageController {
  getState(): CartPageState;
  /**
   * Subscribes to state changes; returns the unsubscribe function. The first subscriber (a
   * mounted view) starts loading the entries' answers forms into `forms`, and each form of an
   * entry added later: a server render, which never subscribes, asks for none.
   */
  subscribe(listener: (state: CartPageState) => void): () => void;
  /**
   * Records the quantity typed for an entry and saves it {@link CART_PAGE_DELAYS}.quantityCommit
   * ms after the last call.
   */
  typeQuantity(entryId: string, text: string): void;
  /** Saves the typed quantity now (blur, Enter). Resolves when the cart has answered. Never rejects. */
  commitQuantity(entryId: string): Promise<void>;
  /**
   * The − / + buttons: types one less or more (within 1–9999) and saves it like typing does, so
   * three quick presses send one update.
   */
  stepQuantity(entryId: string, delta: -1 | 1): void;
  /** Records the coupon code typed. */
  typeCoupon(text: string): void;
  /**
   * Applies the typed code: 'Enter a coupon code.' when blank, else `POST …/coupons`. A code the
   * backend lists in `invalidCoupons` becomes the field's error with the backend's reason; a failed
   * call keeps the code with 'Unable to apply coupon' and the server's message. Never rejects.
   */
  applyCoupon(): Promise<void>;
  /** Removes an applied code ('Unable to remove coupon' and the reason on failure). Never rejects. */
  removeCoupon(code: string): Promise<void>;
  /** Removes an entry ('Unable to remove item' on failure). Never rejects. */
  remove(entryId: string): Promise<void>;
  /**
   * Saves an entry's answers (JSON text of the form values) through
   * `PUT …/entries/{entryId}/additionalFields`. Resolves to null once saved, or to the message
   * for the form ('Unable to update form' and the reason). Never rejects.
   */
  updateAdditionalFields(entryId: string, additionalFields: string): Promise<string | null>;
  /** Removes every entry (the way out of a cart in another currency). Never rejects. */
  empty(): Promise<void>;
  /** Opens the checkout when the cart allows it; returns whether it did. */
  checkout(): boolean;
  /** Hides an entry's failure, or the page's when no id is given. */
  dismiss(entryId?: string): void;
  /** Clears pending timers and listeners. */
  destroy(): void;
}

/**
 * Drives the cart page: quantity updates with the add-to-cart rules
 * (1–9999, whole numbers), removal, answers, emptying and checkout, over the cart store, whose
 * `isRecalculating` flag is on while any of them is in flight. State is a zustand/vanilla store;
 * the clock is injected.
 */
export function createCartPage(options: CartPageOptions): CartPageController {
  const { cartStore, messages, navigation, clock = systemClock, minimumSubtotalCents = 0 } = options;
  const coupons = options.client ? createCouponApi(options.client) : null;
  const store = createStore<CartPageState>()(() => INITIAL_CART_PAGE_STATE);
  const timers = new Map<string, unknown>();
  const requestedForms = new Set<string>();
  let stopWatchingForms: (() => void) | null = null;
  let isDestroyed = false;

  const dispatch = (event: CartPageEvent) => {
    const state = store.getState();
    const next = cartPageTransition(state, event);
    if (next !== state) store.setState(next, true);
  };
  const alert = (titleId: MessageId, message: string) => ({ title: messages.format(titleId), message });
  const reason = (error: unknown) =>
    (error instanceof ApiError ? error : networkErrorToApiError(error, messages)).message;
  const entryOf = (entryId: string) =>
    cartStore.getState().cart?.entries.find((entry) => entry.id === entryId);
  const cancelTimer = (entryId: string) => {
    if (timers.has(entryId)) clock.clearTimeout(timers.get(entryId));
    timers.delete(entryId);
  };

  /** Runs one entry's call; returns the failure message, or null. */
  async function run(
    entryId: string,
    operation: 'quantity' | 'remove' | 'fields',
    titleId: MessageId,
    call: () => Promise<unknown>,
    sent?: string,
  ): Promise<string | null> {
    dispatch({ type: 'START', entryId, operation });
    if (store.getState().pending[entryId] !== operation) return null;
    const sentText = sent === undefined ? {} : { sent };
    try {
      await call();
      dispatch({ type: 'DONE', entryId, ...sentText });
      return null;
    } catch (error) {
      const failure = alert(titleId, reason(error));
      dispatch({ type: 'FAILED', entryId, alert: failure, ...sentText });
      return `${failure.title}: ${failure.message}`;
    }
  }

  async function commitQuantity(entryId: string): Promise<void> {
    cancelTimer(entryId);
    const text = store.getState().drafts[entryId];
    const entry = entryOf(entryId);
    if (text === undefined || !entry) return;
    const invalid = validateQuantity(text, messages);
    if (invalid) {
      dispatch({ type: 'INVALID', entryId, alert: alert('cart.unableToUpdateQuantity', invalid.message) });
      return;
    }
    // A step pressed while the previous quantity is saving is saved once that call has answered.
    if (store.getState().pending[entryId]) {
      schedule(entryId);
      return;
    }
    const quantity = Number(text.trim());
    if (quantity === entry.quantity) {
      dispatch({ type: 'DONE', entryId });
      return;
    }
    await run(
      entryId,
      'quantity',
      'cart.unableToUpdateQuantity',
      () => cartStore.getState().updateQuantity(entryId, quantity),
      text,
    );
  }

  function typeQuantity(entryId: string, text: string): void {
    dispatch({ type: 'TYPE_QUANTITY', entryId, text });
    schedule(entryId);
  }

  /** Saves the entry's draft {@link CART_PAGE_DELAYS}.quantityCommit ms from now. */
  function schedule(entryId: string): void {
    cancelTimer(entryId);
    timers.set(
      entryId,
      clock.setTimeout(() => {
        timers.delete(entryId);
        void commitQuantity(entryId);
      }, CART_PAGE_DELAYS.quantityCommit),
    );
  }

  /**
   * Runs one coupon call and hands the cart it returns to the cart store; `refusal` reads the
   * field's error off that cart.
   */
  async function runCoupon(
    operation: 'apply' | 'remove',
    titleId: MessageId,
    code: string,
    refusal: () => CartPageState['coupon']['error'] = () => null,
  ): Promise<void> {
    dispatch({ type: 'COUPON_START', operation });
    if (store.getState().coupon.pending !== operation) return;
    try {
      if (!coupons) throw new ApiError({ status: 0, message: messages.format('http.unknownError') });
      const { shoppingCart } = await coupons[operation](code);
      cartStore.getState().setCart(shoppingCart);
      dispatch({ type: 'COUPON_DONE', alert: refusal() });
    } catch (error) {
      dispatch({ type: 'COUPON_FAILED', alert: alert(titleId, reason(error)) });
    }
  }

  /** Loads each form of the cart's entries not asked for yet (once per form id, however many entries share it). */
  function loadForms(cart: ShoppingCart | null): void {
    const { client } = options;
    if (!client) return;
    for (const { additionalFieldsFormId: formId } of cart?.entries ?? []) {
      if (!formId || requestedForms.has(formId)) continue;
      requestedForms.add(formId);
      loadFormDefinition(client, formId).then(
        (form) => {
          if (!isDestroyed) dispatch({ type: 'FORM_LOADED', formId, form });
        },
        // Storefront: the entry then lists no answers and offers no edit; the cart stays usable.
        () => {},
      );
    }
  }

  const subscriptions = trackSubscriptions(store);
  return {
    getState: store.getState,
    subscribe(listener) {
      if (!stopWatchingForms && !isDestroyed) {
        loadForms(cartStore.getState().cart);
        stopWatchingForms = cartStore.subscribe((state) => loadForms(state.cart));
      }
      return subscriptions.subscribe(listener);
    },
    typeQuantity,
    commitQuantity,
    stepQuantity(entryId, delta) {
      const entry = entryOf(entryId);
      if (!entry) return;
      const quantity = steppedQuantity(store.getState().drafts[entryId], entry.quantity, delta);
      typeQuantity(entryId, String(quantity));
    },
    typeCoupon: (text) => dispatch({ type: 'TYPE_COUPON', text }),
    async applyCoupon() {
      const code = store.getState().coupon.text.trim();
      if (code === '') {
        dispatch({
          type: 'COUPON_INVALID',
          alert: alert('cartPage.unableToApplyCoupon', messages.format('cartPage.couponRequired')),
        });
        return;
      }
      await runCoupon('apply', 'cartPage.unableToApplyCoupon', code, () => {
        const refused = cartStore
          .getState()
          .cart?.invalidCoupons.find((coupon) => coupon.code.toUpperCase() === code.toUpperCase());
        return refused
          ? alert('cartPage.unableToApplyCoupon', refused.reason ?? messages.format('cartPage.couponRefused'))
          : null;
      });
    },
    removeCoupon: (code) => runCoupon('remove', 'cartPage.unableToRemoveCoupon', code),
    async remove(entryId) {
      cancelTimer(entryId);
      await run(entryId, 'remove', 'cart.unableToRemoveItem', () =>
        cartStore.getState().removeEntry(entryId),
      );
    },
    async updateAdditionalFields(entryId, additionalFields) {
      const entry = entryOf(entryId);
      if (!entry) return messages.format('cart.unableToUpdateForm');
      const { itemId, chosenVariant } = entry;
      return run(entryId, 'fields', 'cart.unableToUpdateForm', () =>
        cartStore
          .getState()
          .updateAdditionalFields(entryId, { itemId, sku: chosenVariant.sku, additionalFields }),
      );
    },
    async empty() {
      dispatch({ type: 'EMPTY_START' });
      if (!store.getState().isEmptying) return;
      for (const entryId of timers.keys()) cancelTimer(entryId);
      try {
        await cartStore.getState().empty();
        dispatch({ type: 'EMPTY_DONE' });
      } catch (error) {
        dispatch({ type: 'EMPTY_FAILED', alert: alert('cart.unableToRemoveItem', reason(error)) });
      }
    },
    checkout() {
      const { cart, isRecalculating } = cartStore.getState();
      if (!cart || cart.entries.length === 0 || isRecalculating || store.getState().isEmptying) return false;
      if (minimumSubtotalCents > 0 && cart.subtotalCents < minimumSubtotalCents) return false;
      navigation.goToCheckout();
      return true;
    },
    dismiss: (entryId) =>
      dispatch(entryId === undefined ? { type: 'DISMISS' } : { type: 'DISMISS', entryId }),
    destroy() {
      isDestroyed = true;
      stopWatchingForms?.();
      stopWatchingForms = null;
      for (const entryId of [...timers.keys()]) cancelTimer(entryId);
      subscriptions.unsubscribeAll();
    },
  };
}
