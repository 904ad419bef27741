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
 * values), as React's inputs and react-stately's hooks are.
 */
export type UseProductSelectionOptions = ProductSelectionOptions;

/** What {@link useProductSelection} returns: the selection's state and its actions. */
export interface UseProductSelectionResult<V extends AddToCartVariant = AddToCartVariant>
  extends ProductSelectionState<V> {
  /** Chooses `value` for `option`; an empty value clears it. */
  selectOption(option: string, value: string): void;
  /** Replaces the whole choice. */
  setSelectedOptions(selectedOptions: Readonly<Record<string, string>>): void;
  /** Sets the raw quantity input (validated when adding). */
  setQuantity(quantity: string | number): void;
  /** The core store itself, to share with {@link useAddToCart} or other components. */
  selection: ProductSelection<V>;
}

/**
 * The product block's choice as state: chosen options with every value marked selected and sold
 * out, the resolved variant (or why none), quantity, price and compare-at price in minor units.
 * The headless half of the add-to-cart widget; hydrogen-react's `useProduct` in this SDK's terms.
 * @example
 * const { options, selectOption, variant, priceCents } = useProductSelection(product);
 * // <button onClick={() => selectOption('Color', 'Black')} aria-pressed={…}>…
 */
export function useProductSelection<V extends AddToCartVariant>(
  product: AddToCartProduct & { variants: readonly V[] },
  options: UseProductSelectionOptions = {},
): UseProductSelectionResult<V> {
  const [state, selection] = useController(
    (initial: ProductSelectionOptions) => createProductSelection(product, initial),
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
