import {
  type AddToCartProduct,
  type AddToCartVariant,
  createProductSelection,
  type ProductSelection,
  type ProductSelectionOptions,
  type ProductSelectionState,
} from '@storefront-widgets/core';
import { useController } from '../store/useController';

/**
 * Options of {@link useProductSelection}: controlled (`selectedOptions` with
 * `onSelectedOptionsChange`, `quantity` with `onQuantityChange`) or uncontrolled (the `default…`
 * values), as React's inputs and react-stately's hooks are; or bound to a `selection` that
 * already exists.
 */
export interface UseProductSelectionOptions<V extends AddToCartVariant = AddToCartVariant>
  extends ProductSelectionOptions {
  /**
   * A product-selection store shared with other components (core's `createProductSelection`; the
   * drop-in keeps one per product block, which the block's price, restock form and installment
   * pill read). The hook shows it and changes it, and leaves its life to its owner: it creates no
   * store, pushes no options in (the other options are then the owner's to set) and never
   * destroys it. Read when the component mounts.
   * @default none: the hook creates the component's own store from the other options
   */
  selection?: ProductSelection<V> | undefined;
}

/** A shared store bound without being owned: later options are not pushed in, unmounting does not destroy it. */
const borrow = <V extends AddToCartVariant>(selection: ProductSelection<V>): ProductSelection<V> => ({
  ...selection,
  setOptions() {},
  destroy() {},
});

/** What {@link useProductSelection} returns: the selection's state and its actions. */
export interface UseProductSelectionResult<V extends AddToCartVariant = AddToCartVariant>
  extends ProductSelectionState<V> {
  /** Chooses `value` for `option`; an empty value clears it. */
  selectOption(option: string, value: string): void;
  /** Replaces the whole choice. */
  setSelectedOptions(selectedOptions: Readonly<Record<string, string>>): void;
  /** Sets the raw quantity input (validated when adding). */
  setQuantity(quantity: string | number): void;
  /** The core store (or a handle on the shared `selection`), to share with {@link useAddToCart} or other components. */
  selection: ProductSelection<V>;
}

/**
 * The product block's choice as state: chosen options with every value marked selected and sold
 * out, the resolved variant (or why none), quantity, price and compare-at price in minor units.
 * The headless half of the add-to-cart widget; hydrogen-react's `useProduct` in this SDK's terms.
 * With `selection`, it binds a store that already exists (one product block's, shared by its
 * widgets) instead of creating one.
 * @example
 * const { options, selectOption, variant, priceCents } = useProductSelection(product);
 * // <button onClick={() => selectOption('Color', 'Black')} aria-pressed={…}>…
 * // A block's store that other components read too:
 * const shared = useProductSelection(product, { selection: blockSelection });
 */
export function useProductSelection<V extends AddToCartVariant>(
  product: AddToCartProduct & { variants: readonly V[] },
  options: UseProductSelectionOptions<V> = {},
): UseProductSelectionResult<V> {
  const [state, selection] = useController(
    (initial: UseProductSelectionOptions<V>) =>
      initial.selection ? borrow(initial.selection) : createProductSelection(product, initial),
    options,
  );
  return {
    ...state,
    selectOption: selection.selectOption,
    setSelectedOptions: selection.setSelectedOptions,
    setQuantity: selection.setQuantity,
    selection,
  };
}
