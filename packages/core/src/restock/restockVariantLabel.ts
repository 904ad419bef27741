import type { RestockSignUpGroup } from '../api/types';

/**
 * How a group's variant reads in the owner's panel: its attributes (`Size: M, Color: Black`); a
 * variant without attributes (a product's only variant) by its catalogue SKU (`SKU VINYL-LTD`);
 * the variant id only when the catalogue no longer knows the variant.
 */
export function restockVariantLabel(
  group: Pick<RestockSignUpGroup, 'variantAttributes' | 'variantId' | 'variantSku'>,
): string {
  const attributes = Object.entries(group.variantAttributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  if (attributes) return attributes;
  return group.variantSku ? `SKU ${group.variantSku}` : group.variantId;
}
