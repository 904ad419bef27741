import {
  type AddToCartController,
  type AddToCartOptions,
  type AddToCartResult,
  addToCartLabel,
  createProductSelection,
  defaultButtonLabel,
  INITIAL_ADD_TO_CART_STATE,
  isAddToCartBusy,
  networkErrorToApiError,
} from '@storefront-widgets/core';
import { useStore, useStorefront, useUniqueId } from '@storefront-widgets/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AddToCartAlertProps } from './AddToCartAlert';
import type { AddToCartButtonProps } from './parseProps';

// Only products with extra fields need the form, so it is a chunk of its own.
const ProductFormModal = lazy(() => import('./ProductFormModal'));
/**
 * The same title and message in the page, for a visitor whose connection dropped before the
 * alert's code could download: the failure they hit is most likely that one.
 */
function InlineAlert({ title, message, onClose }: AddToCartAlertProps) {
  return (
    <div role="alert" className="sf-form-error sf-add-to-cart__alert">
      <strong>{title}</strong> {message}{' '}
      <button type="button" className="sf-button" onClick={onClose}>
        OK
      </button>
    </div>
  );
}

// Only a failure shows the alert: it loads when the visitor reaches for the button.
const loadAlert = () => import('./AddToCartAlert');
const AddToCartAlert = lazy(() => loadAlert().catch(() => ({ default: InlineAlert })));

/** The button's state until its controller has loaded: idle, no alert. */
const IDLE = {
  getState: () => INITIAL_ADD_TO_CART_STATE,
  subscribe: () => () => {},
};

/** Calls `callback` once the browser is idle (at most 2 s away), or after 200 ms without `requestIdleCallback`. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/**
 * The add-to-cart block: variant selectors in `variantOptionOrdering`, the
 * quantity input where the platform allows it, and the button with every state of core's
 * add-to-cart machine. Failures open an alert with the platform's title. Renders the same markup
 * the server renders, so mounting over server HTML shifts nothing.
 *
 * What the block shows comes from its product-selection store (`selection`, or one of its own);
 * what a click does (core's add-to-cart controller) is a chunk that loads when the browser is
 * idle or the shopper reaches for the block, and a click before it has arrived waits for it.
 */
export function AddToCartButton(props: AddToCartButtonProps) {
  const {
    product,
    multipleQuantityAllowedForServices = true,
    imageSelector,
    priceSelector,
    onResult,
  } = props;
  const { cartStore, navigation, messages, settings, currency, locale } = useStorefront();
  const baseId = useUniqueId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [selection] = useState(
    () => props.selection ?? createProductSelection(product, { multipleQuantityAllowedForServices }),
  );
  const isOwnSelection = selection !== props.selection;
  useEffect(() => (isOwnSelection ? () => selection.destroy() : undefined), [isOwnSelection, selection]);
  const chosen = useStore(selection, (current) => current);
  const { options, selectedOptions } = chosen;
  const [openFormId, setOpenFormId] = useState<string | null>(null);
  // Options left unset at the last refused click: marked invalid until chosen, the first focused
  // once the shopper has read the alert (which stays at the top; the selects may be far from it).
  const [unsetOptions, setUnsetOptions] = useState<readonly string[]>([]);

  // The click's code arrives apart; until then the button is idle. A chunk that cannot be loaded
  // is the network failure's alert, and the next click tries again.
  const [controller, setController] = useState<AddToCartController | null>(null);
  const [chunkAlert, setChunkAlert] = useState<{ title: string; message: string } | null>(null);
  const loading = useRef<Promise<AddToCartController> | null>(null);
  // Created once, from the options of the render that first asks for it (they come from the
  // provider and the block's product, which do not change while it is mounted).
  const loadController = () => {
    const options: AddToCartOptions = {
      product,
      cartStore,
      navigation,
      messages,
      isExpressCheckout: settings.isExpressCheckout === true,
    };
    loading.current ??= import('./loadAddToCart').then(
      ({ createAddToCart }) => {
        const created = createAddToCart(options);
        setController(created);
        return created;
      },
      (cause: unknown) => {
        loading.current = null;
        throw cause;
      },
    );
    return loading.current;
  };
  const preload = () => {
    loadController().catch(() => {});
    loadAlert().catch(() => {});
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per mounted block.
  useEffect(() => whenIdle(() => loadController().catch(() => {})), []);
  useEffect(() => (controller ? () => controller.destroy() : undefined), [controller]);
  const state = useStore(controller ?? IDLE, (current) => current);

  // The main image, the price (and the integrators' event) follow the selection once the shopper
  // chooses (a chunk loaded then).
  const { hasChosen } = chosen;
  useEffect(() => {
    const root = rootRef.current;
    if (!hasChosen || !root) return;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    import('./followVariant')
      .then(({ followVariant }) => {
        if (!isCancelled)
          stop = followVariant({
            root,
            selection,
            imageSelector,
            priceSelector,
            currency,
            locale,
            messages,
          });
      })
      .catch(() => {});
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [hasChosen, selection, imageSelector, priceSelector, currency, locale, messages]);

  const onSelect = (option: string, value: string) => {
    selection.selectOption(option, value);
    if (value) setUnsetOptions((current) => current.filter((name) => name !== option));
  };

  // After the missing-options alert closes (its focus trap has handed focus back to the button by
  // then), focus moves on to the first select still unset.
  const hasAlert = state.alert !== null || chunkAlert !== null;
  const firstUnset = unsetOptions[0];
  const focusFirstUnset = useRef(false);
  useEffect(() => {
    if (hasAlert || !focusFirstUnset.current) return;
    focusFirstUnset.current = false;
    if (firstUnset === undefined) return;
    // The block's selects are its options', in order.
    const index = options.findIndex((option) => option.name === firstUnset);
    rootRef.current?.querySelectorAll('select')[index]?.focus();
  }, [hasAlert, firstUnset, options]);

  const add = async (additionalFields?: string): Promise<AddToCartResult> => {
    let outcome: AddToCartResult;
    try {
      const ready = await loadController();
      const current = selection.getState();
      outcome = await ready.add({
        selections: current.selectedOptions,
        quantity: current.quantity,
        denominationSku: current.variant?.sku ?? null,
        ...(additionalFields === undefined ? {} : { additionalFields }),
      });
    } catch (cause) {
      const error = networkErrorToApiError(cause, messages);
      setChunkAlert({ title: messages.format('addToCart.errorTitle'), message: error.message });
      outcome = { type: 'failed', error };
    }
    // Storefront §4: stock was checked, now the product's form opens.
    if (outcome.type === 'openForm') setOpenFormId(outcome.formId);
    const { missingOptions } = selection.getState();
    if (outcome.type === 'invalid' && missingOptions.length > 0) {
      setUnsetOptions(missingOptions);
      focusFirstUnset.current = true;
    }
    onResult?.(outcome);
    return outcome;
  };

  /** The form's submit: adds the item with the answers; a failure closes the form for the alert. */
  const addWithForm = async (additionalFields: string) => {
    await add(additionalFields);
    setOpenFormId(null);
    return null;
  };

  const idleLabel = defaultButtonLabel(product, messages);
  // Storefront §5: a chosen (or only) variant without stock shows the store's sold-out text, disabled.
  const soldOutLabel = props.soldOutText || messages.format('product.soldOut');
  const { isSoldOut } = chosen;
  const label = isSoldOut ? soldOutLabel : addToCartLabel(state, idleLabel, messages);
  const alert = state.alert ?? chunkAlert;
  return (
    <div
      ref={rootRef}
      className="sf-add-to-cart__controls"
      onPointerDownCapture={preload}
      onFocusCapture={preload}
    >
      {options.map((option, index) => (
        <div className="sf-field sf-add-to-cart__option" key={option.name}>
          <label className="sf-field__label" htmlFor={`${baseId}-option-${index}`}>
            {option.name}
          </label>
          <select
            className="sf-select"
            id={`${baseId}-option-${index}`}
            name={option.name}
            value={selectedOptions[option.name] ?? ''}
            aria-invalid={unsetOptions.includes(option.name) ? 'true' : undefined}
            onChange={(event) => onSelect(option.name, event.target.value)}
          >
            <option value="">{messages.format('variant.selectName', { variantName: option.name })}</option>
            {option.values.map(({ value, isSoldOut: isValueSoldOut }) => (
              <option key={value} value={value}>
                {isValueSoldOut ? `${value} (${soldOutLabel})` : value}
              </option>
            ))}
          </select>
        </div>
      ))}
      {chosen.isQuantityInputVisible && (
        <div className="sf-field sf-quantity">
          <label className="sf-field__label" htmlFor={`${baseId}-quantity`}>
            {messages.format('addToCart.quantity')}
          </label>
          <input
            className="sf-input"
            id={`${baseId}-quantity`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={9999}
            step={1}
            value={chosen.quantity}
            onChange={(event) => selection.setQuantity(event.target.value)}
          />
        </div>
      )}
      <button
        type="button"
        className="sf-button sf-add-to-cart__button"
        data-status={state.status}
        disabled={isSoldOut}
        aria-disabled={isAddToCartBusy(state) ? 'true' : undefined}
        onClick={() => add()}
      >
        {label}
      </button>
      {openFormId && (
        <Suspense fallback={null}>
          <ProductFormModal
            formId={openFormId}
            submitLabel={idleLabel}
            onSubmit={addWithForm}
            onClose={() => setOpenFormId(null)}
          />
        </Suspense>
      )}
      {alert && (
        <Suspense fallback={null}>
          <AddToCartAlert
            isOpen
            {...alert}
            onClose={() => (state.alert ? controller?.dismissAlert() : setChunkAlert(null))}
          />
        </Suspense>
      )}
    </div>
  );
}
