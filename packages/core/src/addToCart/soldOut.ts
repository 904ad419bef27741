import type { AddToCartProduct, AddToCartVariant } from './productKinds';

/** True when a variant has no stock left. */
export const isVariantSoldOut = (variant: Pick<AddToCartVariant, 'unlimited' | 'qtyInStock'>): boolean =>
  !variant.unlimited && variant.qtyInStock < 1;

/**
 * True when choosing `value` for `option` can only lead to sold-out variants, given the other
 * options already chosen: the selects mark it before the shopper clicks.
 */
export function isOptionValueSoldOut(
  product: Pick<AddToCartProduct, 'variants'>,
  selections: Readonly<Record<string, string | undefined>>,
  option: string,
  value: string,
): boolean {
  return !product.variants.some(
    (variant) =>
      variant.attributes[option] === value &&
      !isVariantSoldOut(variant) &&
      Object.entries(selections).every(
        ([name, chosen]) => name === option || !chosen || variant.attributes[name] === chosen,
      ),
  );
}
