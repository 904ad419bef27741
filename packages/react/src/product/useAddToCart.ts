import {
  type AddToCartController,
  type AddToCartControllerLoader,
  type AddToCartOptions,
  type AddToCartResult,
  type AddToCartState,
  type AddToCartVariant,
  addToCartLabel,
  createAddToCart,
  type DeferredAddToCart,
  defaultButtonLabel,
  deferAddToCart,
  isAddToCartBusy,
  type ProductSelection,
} from '@storefront-widgets/core';
import { useState } from 'react';
import { useStorefront } from '../context/useStorefront';
import { useController } from '../store/useController';
import { useStore } from '../store/useStore';

/** Options of {@link useAddToCart}. */
export interface UseAddToCartOptions {
  /** Success goes straight to checkout. @default the provider's `settings.isExpressCheckout` */
  isExpressCheckout?: boolean;
  /** The label of a sold-out choice. @default 'Sold Out' (the store's text) */
  soldOutText?: string;
  /** Called with every click's outcome (added, invalid, failed, a form to fill…). */
  onResult?: (result: AddToCartResult) => void;
  /**
   * Loads the add-to-cart controller later instead of creating it with the component (core's
   * `deferAddToCart`): the button is idle until it has loaded, which starts at `preload()` (call
   * it when the browser is idle, or as a pointer or the focus reaches the block) or at the first
   * `add()`, which waits for it. A load that fails is the network alert under 'Unable to Add
   * Item' and a `failed` outcome; the next call loads again. Read when the component mounts.
   * @default none: core's `createAddToCart`, created at mount
   * @example
   * useAddToCart(selection, { loadController: (o) => import('./addToCartChunk').then((m) => m.createAddToCart(o)) })
   */
  loadController?: AddToCartControllerLoader;
}

/** The custom form a product asks for before it is added (its definition id). */
export interface PendingProductForm {
  formId: string;
}

/** What {@link useAddToCart} returns. */
export interface UseAddToCartResult extends AddToCartState {
  /** The button's text: the idle label, 'Adding…', 'Added!', or the sold-out text. */
  label: string;
  /** The idle label: the product's custom text, 'Subscribe' or 'Add To Cart'. */
  idleLabel: string;
  /** True while a click is ignored (adding, 'Added!', the second after a failure). */
  isBusy: boolean;
  /** True when the chosen variant is sold out: the button is disabled. */
  isDisabled: boolean;
  /** The product's form to open, after the stock check passed; null otherwise. */
  pendingForm: PendingProductForm | null;
  /**
   * Adds the selection's current choice. With `additionalFields` (the form's answers as JSON) it
   * adds the item with them and closes the form. Never rejects: failures are in the outcome and
   * in `alert`.
   */
  add(additionalFields?: string): Promise<AddToCartResult>;
  /** Closes the pending form without adding. */
  closeForm(): void;
  /** Starts loading a `loadController` controller (nothing to do without one). */
  preload(): void;
  dismissAlert(): void;
}

/**
 * Adds a product selection's choice to the provider's cart: core's add-to-cart controller with
 * its button states, the platform's messages and alerts, bound to this component. hydrogen-react's
 * `AddToCartButton` logic without its markup.
 * @example
 * const product = useProductSelection(tee);
 * const cart = useAddToCart(product.selection);
 * <button disabled={cart.isDisabled} aria-disabled={cart.isBusy} onClick={() => cart.add()}>{cart.label}</button>
 */
export function useAddToCart<V extends AddToCartVariant>(
  selection: ProductSelection<V>,
  options: UseAddToCartOptions = {},
): UseAddToCartResult {
  const { client, cartStore, navigation, messages, settings } = useStorefront();
  const product = selection.getState().product;
  const [state, controller] = useController(
    (initial: AddToCartOptions): AddToCartController | DeferredAddToCart =>
      options.loadController ? deferAddToCart(initial, options.loadController) : createAddToCart(initial),
    {
      product,
      client,
      cartStore,
      navigation,
      messages,
      isExpressCheckout: options.isExpressCheckout ?? settings.isExpressCheckout === true,
    } satisfies AddToCartOptions,
  );
  const isSoldOut = useStore(selection, (current) => current.isSoldOut);
  const [pendingForm, setPendingForm] = useState<PendingProductForm | null>(null);

  async function add(additionalFields?: string): Promise<AddToCartResult> {
    const { selectedOptions, quantity, variant } = selection.getState();
    const outcome = await controller.add({
      selections: selectedOptions,
      quantity,
      denominationSku: variant?.sku ?? null,
      ...(additionalFields === undefined ? {} : { additionalFields }),
    });
    // Stock was checked, now the product's form opens; an add with the answers closes it.
    if (outcome.type === 'openForm') setPendingForm({ formId: outcome.formId });
    else if (additionalFields !== undefined) setPendingForm(null);
    options.onResult?.(outcome);
    return outcome;
  }

  const idleLabel = defaultButtonLabel(product, messages);
  return {
    ...state,
    idleLabel,
    label: isSoldOut
      ? options.soldOutText || messages.format('product.soldOut')
      : addToCartLabel(state, idleLabel, messages),
    isBusy: isAddToCartBusy(state),
    isDisabled: isSoldOut,
    pendingForm,
    add,
    closeForm: () => setPendingForm(null),
    preload() {
      if ('preload' in controller) controller.preload();
    },
    dismissAlert: controller.dismissAlert,
  };
}
