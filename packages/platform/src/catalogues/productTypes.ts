import { PRODUCT_TYPES } from '@storefront-widgets/core/api';
import { createCodeLookup } from './createCodeLookup';

/**
 * Product types under the platform's enum names; the codes are core's one
 * definition, `PRODUCT_TYPES`. Paywall exists on the platform but is not sold by the widgets.
 */
export const ProductType = {
  PHYSICAL: PRODUCT_TYPES.physical,
  DIGITAL: PRODUCT_TYPES.digital,
  SERVICE: PRODUCT_TYPES.service,
  GIFT_CARD: PRODUCT_TYPES.giftCard,
  PAYWALL: PRODUCT_TYPES.paywall,
} as const;

/** One of the codes of {@link ProductType}. */
export type ProductTypeCode = (typeof ProductType)[keyof typeof ProductType];

/** Name↔code lookups of {@link ProductType}. */
export const productTypes = createCodeLookup(ProductType);
