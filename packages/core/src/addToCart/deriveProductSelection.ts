import { isQuantityInputVisible, type StoreSettings } from './addToCartRules';
import {
  type AddToCartProduct,
  type AddToCartVariant,
  isGiftCardProduct,
  isSubscriptionProduct,
} from './productKinds';
import { getOptionNames, getOptionValues, resolveVariant } from './resolveVariant';
import { isOptionValueSoldOut, isVariantSoldOut } from './soldOut';

/** One value of a product option, as a select or a swatch shows it. */
export interface ProductOptionValue {
  value: string;
  /** True when it is the chosen value. */
  isSelected: boolean;
  /** True when, with the other options as chosen, this value leads only to sold-out variants. */
  isSoldOut: boolean;
}

/** One product option (e.g. Size) with its values in the order the variants list them. */
export interface ProductOption {
  name: string;
  values: readonly ProductOptionValue[];
}

/** Why no variant can be added yet, when none is resolved or it has no stock. */
export type ProductSelectionUnavailableReason = 'missingOptions' | 'unavailable' | 'soldOut';

/** The state of a product selection: what was chosen and every fact a product block shows from it. */
export interface ProductSelectionState<V extends AddToCartVariant = AddToCartVariant> {
  product: AddToCartProduct & { variants: readonly V[] };
  /** Option name → chosen value (only chosen options). */
  selectedOptions: Readonly<Record<string, string>>;
  /** The raw quantity input, as typed. */
  quantity: string;
  /** The options in display order, each value marked selected and sold out. */
  options: readonly ProductOption[];
  /** True once the shopper chose any option (the page's price and image follow from then on). */
  hasChosen: boolean;
  /** The variant the choice resolves to, or null (see `unavailableReason`). */
  variant: V | null;
  /** Options (display order) with no value chosen yet. */
  missingOptions: readonly string[];
  /** Why the choice cannot be added, or null when the variant is resolved and in stock. */
  unavailableReason: ProductSelectionUnavailableReason | null;
  /** True when the resolved variant has no stock left. */
  isSoldOut: boolean;
  /** Unit price of the resolved variant in minor units (the sale price while on sale), or null. */
  priceCents: number | null;
  /** The regular price in minor units while the resolved variant is on sale, else null. */
  compareAtPriceCents: number | null;
  /** True when the resolved variant is sold below its regular price. */
  isOnSale: boolean;
  /** True when the platform shows a quantity input for this product. */
  isQuantityInputVisible: boolean;
  /** True for a subscription product (the button reads 'Subscribe'; quantity is hidden). */
  isSubscription: boolean;
  /** True for a gift card (the chosen denomination opens the gift-card page). */
  isGiftCard: boolean;
}

/**
 * Pure: every fact of a choice, computed once per change so the button, the price, the image and
 * the restock form read the same variant instead of each resolving it.
 */
export function deriveProductSelection<V extends AddToCartVariant>(
  product: AddToCartProduct & { variants: readonly V[] },
  selectedOptions: Readonly<Record<string, string>>,
  quantity: string,
  settings: StoreSettings = {},
): ProductSelectionState<V> {
  const { variant, missingOptions } = resolveVariant(product, selectedOptions);
  const options = getOptionNames(product).map((name) => ({
    name,
    values: getOptionValues(product, name).map((value) => ({
      value,
      isSelected: selectedOptions[name] === value,
      isSoldOut: isOptionValueSoldOut(product, selectedOptions, name, value),
    })),
  }));
  const isSoldOut = variant !== null && isVariantSoldOut(variant);
  const priceCents = variant?.priceCents ?? null;
  const compareAt = variant?.compareAtPriceCents;
  const isOnSale = priceCents !== null && compareAt !== undefined && compareAt > priceCents;
  return {
    product,
    selectedOptions,
    quantity,
    options,
    hasChosen: Object.keys(selectedOptions).length > 0,
    variant,
    missingOptions,
    unavailableReason: variant
      ? isSoldOut
        ? 'soldOut'
        : null
      : missingOptions.length > 0
        ? 'missingOptions'
        : 'unavailable',
    isSoldOut,
    priceCents,
    compareAtPriceCents: isOnSale ? (compareAt ?? null) : null,
    isOnSale,
    isQuantityInputVisible: isQuantityInputVisible(product, settings),
    isSubscription: isSubscriptionProduct(product),
    isGiftCard: isGiftCardProduct(product),
  };
}
