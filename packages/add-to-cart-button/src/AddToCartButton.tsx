import {
  type AddToCartResult,
  addToCartLabel,
  createAddToCart,
  defaultButtonLabel,
  getOptionNames,
  getOptionValues,
  isAddToCartBusy,
  isOptionValueSoldOut,
  isQuantityInputVisible,
  isVariantSoldOut,
  resolveVariant,
} from '@storefront-widgets/core';
import { useStore, useStorefront, useUniqueId } from '@storefront-widgets/react';
import { type ChangeEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
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
    onResult,
  } = props;
  const { client, cartStore, navigation, messages, settings, currency, locale } = useStorefront();
  const baseId = useUniqueId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [selections, setSelections] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState('1');
  const [openFormId, setOpenFormId] = useState<string | null>(null);

  const controller = useMemo(
    () =>
      createAddToCart({
        product,
        client,
        cartStore,
        navigation,
        messages,
        isExpressCheckout: settings.isExpressCheckout === true,
      }),
    [product, client, cartStore, navigation, messages, settings.isExpressCheckout],
  );
  useEffect(() => () => controller.destroy(), [controller]);
  const state = useStore(controller, (current) => current);

  const options = getOptionNames(product);
  const showQuantity = isQuantityInputVisible(product, { multipleQuantityAllowedForServices });
  const { variant } = resolveVariant(product, selections);

  // Storefront §2: the product block switches its main image when a variant is chosen.
  const variantImage = variant?.imageUrl;
  useEffect(() => {
    if (!imageSelector || !variantImage) return;
    const image = findProductImage(rootRef.current, imageSelector);
    if (image && image.getAttribute('src') !== variantImage) image.src = variantImage;
  }, [imageSelector, variantImage]);

  // Price and restock follow the variant once the shopper chooses (a chunk loaded then).
  const hasChosen = Object.keys(selections).length > 0;
  useEffect(() => {
    const root = rootRef.current;
    if (!hasChosen || !root) return;
    import('./followVariant')
      .then(({ followVariant }) =>
        followVariant({ root, product, variant, priceSelector, currency, locale, messages }),
      )
      .catch(() => {});
  }, [hasChosen, product, variant, priceSelector, currency, locale, messages]);

  const onSelect = (option: string) => (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    setSelections((current) => ({ ...current, [option]: value }));
  };

  const add = async (additionalFields?: string): Promise<AddToCartResult> => {
    const outcome = await controller.add({
      selections,
      quantity,
      denominationSku: variant?.sku ?? null,
      ...(additionalFields === undefined ? {} : { additionalFields }),
    });
    // Storefront §4: stock was checked, now the product's form opens.
    if (outcome.type === 'openForm') setOpenFormId(outcome.formId);
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
  const isSoldOut = variant !== null && isVariantSoldOut(variant);
  const label = isSoldOut ? soldOutLabel : addToCartLabel(state, idleLabel, messages);
  return (
    <div
      ref={rootRef}
      className="sf-add-to-cart__controls"
      onPointerDownCapture={preloadAlert}
      onFocusCapture={preloadAlert}
    >
      {options.map((option, index) => (
        <div className="sf-field sf-add-to-cart__option" key={option}>
          <label className="sf-field__label" htmlFor={`${baseId}-option-${index}`}>
            {option}
          </label>
          <select
            className="sf-select"
            id={`${baseId}-option-${index}`}
            name={option}
            value={selections[option] ?? ''}
            onChange={onSelect(option)}
          >
            <option value="">{messages.format('variant.selectName', { variantName: option })}</option>
            {getOptionValues(product, option).map((value) => (
              <option key={value} value={value}>
                {isOptionValueSoldOut(product, selections, option, value)
                  ? `${value} (${soldOutLabel})`
                  : value}
              </option>
            ))}
          </select>
        </div>
      ))}
      {showQuantity && (
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
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
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
      {state.alert && (
        <Suspense fallback={null}>
          <AddToCartAlert isOpen {...state.alert} onClose={() => controller.dismissAlert()} />
        </Suspense>
      )}
    </div>
  );
}
