import type { RestockSignUpGroup } from '../api/types';

/** How a group's variant reads in the owner's panel: `Size: M, Color: Black`, else its id. */
export function restockVariantLabel(
  group: Pick<RestockSignUpGroup, 'variantAttributes' | 'variantId'>,
): string {
  return (
    Object.entries(group.variantAttributes)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ') || group.variantId
  );
}
