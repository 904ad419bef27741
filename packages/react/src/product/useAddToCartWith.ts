import {
  type AddToCartController,
  type AddToCartOptions,
  type AddToCartResult,
  type AddToCartState,
  type AddToCartVariant,
  addToCartLabel,
  type DeferredAddToCart,
  defaultButtonLabel,
  isAddToCartBusy,
  type ProductSelection,
} from '@storefront-widgets/core';
import { useCallback, useState } from 'react';
import { useStorefront } from '../context/useStorefront';
import { useController } from '../store/useController';
import { useStore } from '../store/useStore';

/** Options of {@link useAddToCart} and `useDeferredAddToCart`. */
export interface UseAddToCartOptions {
  /** Success goes straight to checkout. @default the provider's `settings.isExpressCheckout` */
  isExpressCheckout?: boolean | undefined;
  /** The label of a sold-out choice. @default 'Sold Out' (the store's text) */
  soldOutText?: string | undefined;
  /** Called with every click's outcome (added, invalid, failed, a form to fill…). */
  onResult?: ((result: AddToCartResult) => void) | undefined;
}

/** The custom form a product asks for before it is added (its definition id). */
export interface PendingProductForm {
  formId: string;
}

/** What {@link useAddToCart} and `useDeferredAddToCart` return. */
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
  /**
   * Starts loading a deferred controller (`useDeferredAddToCart`); nothing to do otherwise. The
   * same function from render to render while the controller stays.
   */
  preload(): void;
  dismissAlert(): void;
}

/**
 * The add-to-cart hooks' one body, given how the controller is made: `useAddToCart` creates it
 * (`createAddToCart`), `useDeferredAddToCart` loads it (`deferAddToCart`). Apart, so a bundle
 * that only loads the controller never holds its code.
 * @internal
 */
export function useAddToCartWith<V extends AddToCartVariant>(
  selection: ProductSelection<V>,
  options: UseAddToCartOptions,
  create: (options: AddToCartOptions) => AddToCartController | DeferredAddToCart,
): UseAddToCartResult {
  const { cartStore, navigation, messages, settings } = useStorefront();
  const product = selection.getState().product;
  const [state, controller] = useController(create, {
    product,
    cartStore,
    navigation,
    messages,
    isExpressCheckout: options.isExpressCheckout ?? settings.isExpressCheckout === true,
  } satisfies AddToCartOptions);
  const isSoldOut = useStore(selection, (current) => current.isSoldOut);
  const [pendingForm, setPendingForm] = useState<PendingProductForm | null>(null);
  // One function per controller, so an effect that schedules it (the browser is idle) runs once.
  const preload = useCallback(() => {
    if ('preload' in controller) controller.preload();
  }, [controller]);

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
    preload,
    dismissAlert: controller.dismissAlert,
  };
}
