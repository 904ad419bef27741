import { createCodeLookup } from './createCodeLookup';

/** Product types (storefront §3). Paywall exists on the platform but is not sold by the widgets. */
export const ProductType = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const;

/** One of the codes of {@link ProductType}. */
export type ProductTypeCode = (typeof ProductType)[keyof typeof ProductType];

/** Name↔code lookups of {@link ProductType}. */
export const productTypes = createCodeLookup(ProductType);
