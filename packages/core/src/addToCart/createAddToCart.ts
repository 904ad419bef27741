import { createStore } from 'zustand/vanilla';
import type { AddToCartResponse } from '../api/types';
import type { CartStore } from '../cart/createLazyCartStore';
import { quantityInCart } from '../cart/quantityInCart';
import { type Clock, systemClock } from '../clock/clock';
import { ApiError } from '../http/ApiError';
import type { HttpClient } from '../http/createHttpClient';
import { networkErrorToApiError } from '../http/networkErrorToApiError';
import { addMessagePart } from '../messages/addMessagePart';
import type { MessageId } from '../messages/catalogue.en';
import { COMPILED_EN_ADD_TO_CART } from '../messages/compiled.en.addToCart';
import type { Messages } from '../messages/createMessages';
import { trackSubscriptions } from '../store/trackSubscriptions';
import type { ValidationError } from '../validation/types';
import { ADD_TO_CART_DELAYS, type AddToCartEvent, addToCartTransition } from './addToCartMachine';
import { hasEnoughStock } from './addToCartRules';
import { type AddToCartState, INITIAL_ADD_TO_CART_STATE } from './addToCartState';
import type { CommerceNavigation } from './createCommerceNavigation';
import { type AddToCartProduct, isGiftCardProduct, isSubscriptionProduct } from './productKinds';
import { validateProductSelection } from './validateProductSelection';

/** Options of {@link createAddToCart}. */
export interface AddToCartOptions {
  product: AddToCartProduct;
  /**
   * Not used: the stock check and a subscription's cart go through `cartStore` (its `loadApi()`),
   * so the click's code holds no commerce calls of its own. Kept so callers that pass it compile.
   * @deprecated leave it out
   */
  client?: HttpClient;
  /** The cart store entries are added through, and whose commerce calls the click makes. */
  cartStore: CartStore;
  navigation: CommerceNavigation;
  /** @default the platform timers */
  clock?: Clock;
  /**
   * The formatter of the button's labels, validation and alert texts. Messages loaded in parts
   * (`createLazyMessages`, as the drop-in's) take the click's checks from here
   * (`COMPILED_EN_ADD_TO_CART`), so a page paints its buttons without them.
   */
  messages: Messages;
  /** Express checkout: success goes straight to checkout. @default false */
  isExpressCheckout?: boolean;
}

/** One click's request. */
export interface AddToCartClickOptions {
  /** Option name → chosen value. */
  selections?: Readonly<Record<string, string | undefined>>;
  /** Raw quantity input. @default 1 */
  quantity?: string | number;
  /** Gift cards: the chosen denomination's variant SKU. */
  denominationSku?: string | null;
  /** Products with a form: the JSON text of the answers, once the form was filled. */
  additionalFields?: string;
}

/** What a click led to. */
export type AddToCartResult =
  | { type: 'ignored' }
  | { type: 'invalid'; error: ValidationError }
  | { type: 'added'; response: AddToCartResponse }
  | { type: 'checkout' }
  | { type: 'subscriptionCheckout'; cartToken: string }
  | { type: 'giftCardPage'; productId: string; sku: string }
  | { type: 'openForm'; formId: string; itemId: string; sku: string; quantity: number }
  | { type: 'failed'; error: ApiError | ValidationError };

/** The add-to-cart controller a button binds to. */
export interface AddToCartController {
  getState(): AddToCartState;
  /** Subscribes to state changes; returns the unsubscribe function. */
  subscribe(listener: (state: AddToCartState) => void): () => void;
  /** Handles a click. Never rejects: failures are in the outcome and the state's alert. */
  add(input?: AddToCartClickOptions): Promise<AddToCartResult>;
  dismissAlert(): void;
  /** Clears pending timers. */
  destroy(): void;
}

/**
 * Drives the add-to-cart machine with injected HTTP, navigation and clock;
 * its state is a zustand/vanilla store.
 */
export function createAddToCart(options: AddToCartOptions): AddToCartController {
  const { product, cartStore, navigation, clock = systemClock, isExpressCheckout = false } = options;
  const messages = addMessagePart(options.messages, COMPILED_EN_ADD_TO_CART);
  const store = createStore<AddToCartState>()(() => INITIAL_ADD_TO_CART_STATE);
  let timer: unknown;

  const titleId: MessageId = isGiftCardProduct(product)
    ? 'addToCart.giftCardErrorTitle'
    : isExpressCheckout
      ? 'addToCart.expressErrorTitle'
      : 'addToCart.errorTitle';
  const alertFor = (message: string) => ({ title: messages.format(titleId), message });

  function dispatch(event: AddToCartEvent): void {
    const state = store.getState();
    const next = addToCartTransition(state, event);
    if (next === state) return;
    if (next.status !== state.status) {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      const delay = ADD_TO_CART_DELAYS[next.status];
      if (delay !== undefined) {
        timer = clock.setTimeout(() => {
          timer = undefined;
          dispatch({ type: 'TIMER' });
        }, delay);
      }
    }
    store.setState(next, true);
  }

  function invalid(error: ValidationError): AddToCartResult {
    dispatch({ type: 'INVALID', alert: alertFor(error.message) });
    return { type: 'invalid', error };
  }

  function fail(error: unknown): AddToCartResult {
    const apiError = error instanceof ApiError ? error : networkErrorToApiError(error, messages);
    dispatch({ type: 'FAILED', alert: { ...alertFor(apiError.message), status: apiError.status } });
    return { type: 'failed', error: apiError };
  }

  async function add(input: AddToCartClickOptions = {}): Promise<AddToCartResult> {
    if (store.getState().status !== 'idle') return { type: 'ignored' };

    if (isGiftCardProduct(product)) {
      const sku = input.denominationSku;
      if (!sku) {
        const id = 'addToCart.giftCardDenomination';
        return invalid({ id, message: messages.format(id) });
      }
      navigation.goToGiftCardPage(product.id, sku);
      return { type: 'giftCardPage', productId: product.id, sku };
    }

    const selected = validateProductSelection(
      product,
      { selectedOptions: input.selections ?? {}, quantity: input.quantity ?? 1 },
      messages,
    );
    if (!selected.ok) return invalid(selected.error);
    const { variant, quantity } = selected;

    dispatch({ type: 'CLICK' });
    const itemId = product.id;
    const { sku } = variant;
    try {
      if (product.additionalFieldsFormId && input.additionalFields === undefined) {
        // Storefront §5: stock is verified before the form opens.
        const { results } = await (await cartStore.getState().loadApi()).fetchStock(itemId);
        const stock =
          results.find((row) => row.sku === sku) ?? (results.length === 1 ? results[0] : undefined);
        const inCart = quantityInCart(cartStore.getState().cart, itemId, sku);
        if (!stock || !hasEnoughStock(stock, inCart)) {
          const error: ValidationError = {
            id: 'addToCart.notEnoughStock',
            message: messages.format('addToCart.notEnoughStock'),
          };
          dispatch({ type: 'FAILED', alert: alertFor(error.message) });
          return { type: 'failed', error };
        }
        dispatch({ type: 'FORM_OPENED' });
        return { type: 'openForm', formId: product.additionalFieldsFormId, itemId, sku, quantity };
      }

      const additional =
        input.additionalFields === undefined ? {} : { additionalFields: input.additionalFields };
      if (isSubscriptionProduct(product)) {
        const cartApi = await cartStore.getState().loadApi();
        const { cartToken } = await cartApi.createSubscriptionCart({
          itemId,
          sku,
          qty: quantity,
          ...additional,
        });
        navigation.goToSubscriptionCheckout(cartToken);
        dispatch({ type: 'LEFT_PAGE' });
        return { type: 'subscriptionCheckout', cartToken };
      }

      const response = await cartStore.getState().addEntry({ itemId, sku, quantity, ...additional });
      if (isExpressCheckout) {
        navigation.goToCheckout();
        dispatch({ type: 'LEFT_PAGE' });
        return { type: 'checkout' };
      }
      dispatch({ type: 'SUCCEEDED' });
      return { type: 'added', response };
    } catch (error) {
      return fail(error);
    }
  }

  const subscriptions = trackSubscriptions(store);
  return {
    getState: store.getState,
    subscribe: subscriptions.subscribe,
    add,
    dismissAlert: () => dispatch({ type: 'DISMISS_ALERT' }),
    destroy() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      subscriptions.unsubscribeAll();
    },
  };
}
