import { useAddToCart, useProductSelection, useStorefront, useUniqueId } from '@storefront-widgets/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { AddToCartAlertProps } from './AddToCartAlert';
import { findProductImage } from './findProductImage';
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
const preloadAlert = () => {
  loadAlert().catch(() => {});
};

/**
 * The add-to-cart block: variant selectors in `variantOptionOrdering`, the
 * quantity input where the platform allows it, and the button with every state of core's
 * add-to-cart machine. Failures open an alert with the platform's title. Renders the same markup
 * the server renders, so mounting over server HTML shifts nothing.
 */
export function AddToCartButton(props: AddToCartButtonProps) {
  const {
    product,
    multipleQuantityAllowedForServices = true,
    imageSelector,
    priceSelector,
    soldOutText,
    onResult,
  } = props;
  const { currency, locale, messages } = useStorefront();
  const baseId = useUniqueId();
  const rootRef = useRef<HTMLDivElement>(null);
  const selection = useProductSelection(product, { multipleQuantityAllowedForServices });
  const cart = useAddToCart(selection.selection, {
    ...(soldOutText ? { soldOutText } : {}),
    ...(onResult ? { onResult } : {}),
  });
  const { variant, hasChosen } = selection;

  // Storefront §2: the product block switches its main image when a variant is chosen.
  const variantImage = variant?.imageUrl;
  useEffect(() => {
    if (!imageSelector || !variantImage) return;
    const image = findProductImage(rootRef.current, imageSelector);
    if (image && image.getAttribute('src') !== variantImage) image.src = variantImage;
  }, [imageSelector, variantImage]);

  // Price and restock follow the variant once the shopper chooses (a chunk loaded then).
  useEffect(() => {
    const root = rootRef.current;
    if (!hasChosen || !root) return;
    import('./followVariant')
      .then(({ followVariant }) =>
        followVariant({ root, product, variant, priceSelector, currency, locale, messages }),
      )
      .catch(() => {});
  }, [hasChosen, product, variant, priceSelector, currency, locale, messages]);

  /** The form's submit: adds the item with the answers; a failure closes the form for the alert. */
  const addWithForm = async (additionalFields: string) => {
    await cart.add(additionalFields);
    return null;
  };

  // Sold-out values in the selects carry the store's sold-out text too.
  const soldOutLabel = soldOutText || messages.format('product.soldOut');
  return (
    <div
      ref={rootRef}
      className="sf-add-to-cart__controls"
      onPointerDownCapture={preloadAlert}
      onFocusCapture={preloadAlert}
    >
      {selection.options.map(({ name: option, values }, index) => (
        <div className="sf-field sf-add-to-cart__option" key={option}>
          <label className="sf-field__label" htmlFor={`${baseId}-option-${index}`}>
            {option}
          </label>
          <select
            className="sf-select"
            id={`${baseId}-option-${index}`}
            name={option}
            value={selection.selectedOptions[option] ?? ''}
            onChange={(event) => selection.selectOption(option, event.target.value)}
          >
            <option value="">{messages.format('variant.selectName', { variantName: option })}</option>
            {values.map(({ value, isSoldOut }) => (
              <option key={value} value={value}>
                {isSoldOut ? `${value} (${soldOutLabel})` : value}
              </option>
            ))}
          </select>
        </div>
      ))}
      {selection.isQuantityInputVisible && (
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
            value={selection.quantity}
            onChange={(event) => selection.setQuantity(event.target.value)}
          />
        </div>
      )}
      <button
        type="button"
        className="sf-button sf-add-to-cart__button"
        data-status={cart.status}
        disabled={cart.isDisabled}
        aria-disabled={cart.isBusy ? 'true' : undefined}
        onClick={() => cart.add()}
      >
        {cart.label}
      </button>
      {cart.pendingForm && (
        <Suspense fallback={null}>
          <ProductFormModal
            formId={cart.pendingForm.formId}
            submitLabel={cart.idleLabel}
            onSubmit={addWithForm}
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
