import { createStore } from 'zustand/vanilla';
import { trackSubscriptions } from '../store/trackSubscriptions';
import { QUANTITY_LIMITS } from '../validation/quantityLimits';
import type { StoreSettings } from './addToCartRules';
import { deriveProductSelection, type ProductSelectionState } from './deriveProductSelection';
import type { AddToCartProduct, AddToCartVariant } from './productKinds';

/**
 * Options of {@link createProductSelection}. A value given for `selectedOptions` or `quantity`
 * makes it controlled (as react-stately's controlled state): the store then shows that value and
 * only reports the shopper's changes through the callbacks; without it the store keeps its own.
 */
export interface ProductSelectionOptions extends StoreSettings {
  /** Controlled choice: option name → value. */
  selectedOptions?: Readonly<Record<string, string>> | undefined;
  /** Uncontrolled: the choice to start with. @default {} */
  defaultSelectedOptions?: Readonly<Record<string, string>> | undefined;
  /** Called with the next choice when the shopper picks a value. */
  onSelectedOptionsChange?: ((selectedOptions: Record<string, string>) => void) | undefined;
  /** Controlled raw quantity input. */
  quantity?: string | number | undefined;
  /** Uncontrolled: the quantity to start with. @default 1 */
  defaultQuantity?: string | number | undefined;
  /** Called with the raw input when the shopper changes the quantity. */
  onQuantityChange?: ((quantity: string) => void) | undefined;
}

/** The options {@link ProductSelection.setOptions} can change after creation. */
export type ProductSelectionUpdate = Partial<
  Omit<ProductSelectionOptions, 'defaultSelectedOptions' | 'defaultQuantity'>
>;

/** A product block's selection: a zustand/vanilla store with its actions. */
export interface ProductSelection<V extends AddToCartVariant = AddToCartVariant> {
  getState(): ProductSelectionState<V>;
  /** Subscribes to state changes; returns the unsubscribe function. */
  subscribe(
    listener: (state: ProductSelectionState<V>, previous: ProductSelectionState<V>) => void,
  ): () => void;
  /** Chooses `value` for `option`; an empty value clears it. */
  selectOption(option: string, value: string): void;
  /** Replaces the whole choice (a swatch group, a URL's `?variant=`). */
  setSelectedOptions(selectedOptions: Readonly<Record<string, string>>): void;
  /** Sets the raw quantity input (validated at add time, as the platform does). */
  setQuantity(quantity: string | number): void;
  /** Pushes new options in (controlled values, callbacks, settings). */
  setOptions(options: ProductSelectionUpdate): void;
  /** Drops every listener. */
  destroy(): void;
}

/** Keeps chosen values only: an empty string clears an option. */
function chosenOnly(selectedOptions: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries(selectedOptions)) if (value) chosen[name] = value;
  return chosen;
}

/**
 * Creates the one store of a product block's choice: chosen options, the resolved variant (or
 * why none), the quantity, price and compare-at price, stock and the product's kind. The
 * add-to-cart button, the price, the image and the restock form all read it; nothing else
 * resolves a variant. It holds no messages: the click's checks (`validateProductSelection` over
 * its state) belong to the add-to-cart controller, so a block paints without them.
 * @example
 * const selection = createProductSelection(product);
 * selection.selectOption('Size', 'M');
 * selection.getState().variant?.sku; // 'TEE-M-BLK' once Color is chosen too
 */
export function createProductSelection<V extends AddToCartVariant>(
  product: AddToCartProduct & { variants: readonly V[] },
  options: ProductSelectionOptions = {},
): ProductSelection<V> {
  let current: ProductSelectionOptions = options;
  const settings = (): StoreSettings =>
    current.multipleQuantityAllowedForServices === undefined
      ? {}
      : { multipleQuantityAllowedForServices: current.multipleQuantityAllowedForServices };
  const derive = (selectedOptions: Readonly<Record<string, string>>, quantity: string | number) =>
    deriveProductSelection(product, chosenOnly(selectedOptions), String(quantity), settings());

  const store = createStore<ProductSelectionState<V>>()(() =>
    derive(
      options.selectedOptions ?? options.defaultSelectedOptions ?? {},
      options.quantity ?? options.defaultQuantity ?? QUANTITY_LIMITS.initial,
    ),
  );
  const update = (selectedOptions: Readonly<Record<string, string>>, quantity: string) =>
    store.setState(derive(selectedOptions, quantity), true);

  function setSelectedOptions(next: Readonly<Record<string, string>>): void {
    const chosen = chosenOnly(next);
    current.onSelectedOptionsChange?.(chosen);
    if (current.selectedOptions === undefined) update(chosen, store.getState().quantity);
  }

  const subscriptions = trackSubscriptions(store);
  return {
    getState: store.getState,
    subscribe: subscriptions.subscribe,
    selectOption(option, value) {
      setSelectedOptions({ ...store.getState().selectedOptions, [option]: value });
    },
    setSelectedOptions,
    setQuantity(quantity) {
      const text = String(quantity);
      current.onQuantityChange?.(text);
      if (current.quantity === undefined) update(store.getState().selectedOptions, text);
    },
    setOptions(next) {
      const previous = current;
      current = { ...current, ...next };
      const state = store.getState();
      const selectedOptions =
        current.selectedOptions !== undefined && !sameChoice(current.selectedOptions, state.selectedOptions)
          ? current.selectedOptions
          : state.selectedOptions;
      const quantity =
        current.quantity !== undefined && String(current.quantity) !== state.quantity
          ? String(current.quantity)
          : state.quantity;
      const settingsChanged =
        previous.multipleQuantityAllowedForServices !== current.multipleQuantityAllowedForServices;
      if (selectedOptions !== state.selectedOptions || quantity !== state.quantity || settingsChanged)
        update(selectedOptions, quantity);
    },
    destroy: subscriptions.unsubscribeAll,
  };
}

function sameChoice(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const chosen = chosenOnly(a);
  const keys = Object.keys(chosen);
  return keys.length === Object.keys(b).length && keys.every((key) => chosen[key] === b[key]);
}
