import { type AddToCartControllerLoader, onIdle } from '@storefront-widgets/core';
import {
  useDeferredAddToCart,
  useProductSelection,
  useStorefront,
  useUniqueId,
} from '@storefront-widgets/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AddToCartAlertProps } from './AddToCartAlert';
import type { AddToCartButtonProps } from './parseProps';

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

/** The click's code (core's add-to-cart controller), a chunk of its own. */
const loadClick = () => import('./loadAddToCart');
const loadController: AddToCartControllerLoader = (options) =>
  loadClick().then(({ createAddToCart }) => createAddToCart(options));
// Only products with extra fields need the form, and only once a click's stock check has passed:
// the click's chunk loads it, so the block's own chunk holds no list of the form's files.
const ProductFormModal = lazy(() => loadClick().then(({ loadProductFormModal }) => loadProductFormModal()));

/**
 * The add-to-cart block: variant selectors in `variantOptionOrdering`, the
 * quantity input where the platform allows it, and the button with every state of core's
 * add-to-cart machine. Failures open an alert with the platform's title. Renders the same markup
 * the server renders, so mounting over server HTML shifts nothing.
 *
 * Built from the public hooks: `useProductSelection` (the block's `selection`, or one of its own)
 * for what it shows, `useDeferredAddToCart` for what a click does. The click's code is a chunk
 * that loads when the browser is idle or the shopper reaches for the block, and a click before it
 * has arrived waits for it.
 */
export function AddToCartButton(props: AddToCartButtonProps) {
  const { product, multipleQuantityAllowedForServices = true, imageSelector, priceSelector } = props;
  const { messages, currency, locale } = useStorefront();
  const baseId = useUniqueId();
  const rootRef = useRef<HTMLDivElement>(null);
  const chosen = useProductSelection(product, {
    multipleQuantityAllowedForServices,
    selection: props.selection,
  });
  const { options, selectedOptions, selection, hasChosen } = chosen;
  const cart = useDeferredAddToCart(selection, loadController, {
    soldOutText: props.soldOutText,
    onResult: props.onResult,
  });
  // Options left unset at the last refused click: marked invalid until chosen, the first focused
  // once the shopper has read the alert (which stays at the top; the selects may be far from it).
  const [unsetOptions, setUnsetOptions] = useState<readonly string[]>([]);
  const preload = () => {
    cart.preload();
    loadAlert().catch(() => {});
  };
  useEffect(() => onIdle(cart.preload), [cart.preload]);

  // The main image, the price (and the integrators' event) follow the selection once the shopper
  // chooses (a chunk loaded then).
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
    chosen.selectOption(option, value);
    if (value) setUnsetOptions((current) => current.filter((name) => name !== option));
  };

  // After the missing-options alert closes (its focus trap has handed focus back to the button by
  // then), focus moves on to the first select still unset.
  const hasAlert = cart.alert !== null;
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

  const add = async () => {
    const outcome = await cart.add();
    const { missingOptions } = selection.getState();
    if (outcome.type === 'invalid' && missingOptions.length > 0) {
      setUnsetOptions(missingOptions);
      focusFirstUnset.current = true;
    }
  };

  // Storefront §5: a chosen (or only) variant without stock shows the store's sold-out text, disabled.
  const soldOutLabel = props.soldOutText || messages.format('product.soldOut');
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
            onChange={(event) => chosen.setQuantity(event.target.value)}
          />
        </div>
      )}
      <button
        type="button"
        className="sf-button sf-add-to-cart__button"
        data-status={cart.status}
        disabled={cart.isDisabled}
        aria-disabled={cart.isBusy ? 'true' : undefined}
        onClick={add}
      >
        {cart.label}
      </button>
      {cart.pendingForm && (
        <Suspense fallback={null}>
          <ProductFormModal
            formId={cart.pendingForm.formId}
            submitLabel={cart.idleLabel}
            // A failure closes the form for the alert.
            onSubmit={(answers) => cart.add(answers).then(() => null)}
            onClose={cart.closeForm}
          />
        </Suspense>
      )}
      {cart.alert && (
        <Suspense fallback={null}>
          <AddToCartAlert isOpen {...cart.alert} onClose={cart.dismissAlert} />
        </Suspense>
      )}
    </div>
  );
}
