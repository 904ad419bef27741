import type { AddToCartProduct, AddToCartVariant } from './productKinds';

/** Result of {@link resolveVariant}. */
export interface ResolveVariantResult<V extends AddToCartVariant = AddToCartVariant> {
  /** The variant matching every selection, or null. */
  variant: V | null;
  /** Option names (display order) with no selection. */
  missingOptions: string[];
}

/** The values one option takes across the variants, each once, in the order they first appear. */
export function getOptionValues(product: Pick<AddToCartProduct, 'variants'>, option: string): string[] {
  const values: string[] = [];
  for (const variant of product.variants) {
    const value = variant.attributes[option];
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  return values;
}

/** Option names in display order: `variantOptionOrdering`, else the attribute names of the variants. */
export function getOptionNames(
  product: Pick<AddToCartProduct, 'variants' | 'variantOptionOrdering'>,
): string[] {
  if (product.variantOptionOrdering && product.variantOptionOrdering.length > 0)
    return [...product.variantOptionOrdering];
  const names: string[] = [];
  for (const variant of product.variants) {
    for (const name of Object.keys(variant.attributes)) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Finds the variant for the selected option values (option name → value). A product with one
 * variant and no options resolves to it without selections.
 */
export function resolveVariant<V extends AddToCartVariant>(
  product: Pick<AddToCartProduct, 'variantOptionOrdering'> & { variants: readonly V[] },
  selections: Readonly<Record<string, string | undefined>>,
): ResolveVariantResult<V> {
  const optionNames = getOptionNames(product);
  const missingOptions = optionNames.filter((name) => !selections[name]);
  if (optionNames.length === 0) return { variant: product.variants[0] ?? null, missingOptions };
  if (missingOptions.length > 0) return { variant: null, missingOptions };
  const variant =
    product.variants.find((candidate) =>
      optionNames.every((name) => candidate.attributes[name] === selections[name]),
    ) ?? null;
  return { variant, missingOptions };
}
