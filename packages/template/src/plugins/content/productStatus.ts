import { childOf, isTruthy } from '../../values/values';
import { childNumber } from '../childText';

/** `structuredContent.productType` of an item: 1 physical, 2 digital, 3 service, 4 gift card. */
const productType = (item: unknown) => childNumber(childOf(item, 'structuredContent'), 'productType');

const variantsOf = (item: unknown): unknown[] | undefined => {
  const variants = childOf(childOf(item, 'structuredContent'), 'variants');
  return Array.isArray(variants) ? variants : undefined;
};

/**
 * Whether a product is on sale (spec/platform.md §4): any variant of a physical or service
 * product, or a digital product itself; never a gift card.
 */
export function isOnSale(item: unknown): boolean {
  const type = productType(item);
  if (type === 2) return isTruthy(childOf(childOf(item, 'structuredContent'), 'onSale'));
  return (type === 1 || type === 3) && !!variantsOf(item)?.some((v) => isTruthy(childOf(v, 'onSale')));
}

/**
 * Whether a product is sold out (spec/platform.md §4): a physical or service product when no
 * variant is unlimited or has stock above 0; digital products and gift cards never; any other
 * product type always.
 */
export function isSoldOut(item: unknown): boolean {
  const type = productType(item);
  if (type === 2 || type === 4) return false;
  if (type !== 1 && type !== 3) return true;
  return !variantsOf(item)?.some(
    (v) => isTruthy(childOf(v, 'unlimited')) || childNumber(v, 'qtyInStock') > 0,
  );
}
