import { PRODUCT_TYPES } from '@storefront-widgets/core/api';
import { childOf, descend, isEqual, isTruthy, toNumber, toText } from '../values/values';
import { toBoolean } from './toBoolean';

/**
 * The platform's product rules (template display status, quantity
 * input), read from an item's `structuredContent`. Every function takes the item
 * as it comes from data and never throws: missing or odd fields read as the platform reads them.
 */

const { physical: PHYSICAL, digital: DIGITAL, service: SERVICE, giftCard: GIFT_CARD } = PRODUCT_TYPES;

/** A field of the item's `structuredContent`. */
export const contentField = (item: unknown, key: string): unknown =>
  descend(item, ['structuredContent', key]);

/** The product type code (1 physical, 2 digital, 3 service, 4 gift card); 0 when missing. */
export const productType = (item: unknown): number => toNumber(contentField(item, 'productType'));

/** The item's variants, when `variants` is an array. */
export function variantsOf(item: unknown): unknown[] | undefined {
  const variants = contentField(item, 'variants');
  return Array.isArray(variants) ? variants : undefined;
}

const sellsVariants = (type: number) => type === PHYSICAL || type === SERVICE;

/** Not digital and more than one variant. */
export const hasVariants = (item: unknown): boolean =>
  productType(item) !== DIGITAL && (variantsOf(item)?.length ?? 0) > 1;

/**
 * Any variant on sale (physical and service), the product itself on sale (digital); gift
 * cards and unknown types never.
 */
export function isOnSale(item: unknown): boolean {
  const type = productType(item);
  if (type === DIGITAL) return isTruthy(contentField(item, 'onSale'));
  return (
    sellsVariants(type) && (variantsOf(item) ?? []).some((variant) => isTruthy(childOf(variant, 'onSale')))
  );
}

/** A variant that can still be bought: unlimited or with stock above 0. */
const inStock = (variant: unknown) =>
  isTruthy(childOf(variant, 'unlimited')) || toNumber(childOf(variant, 'qtyInStock')) > 0;

/**
 * A physical or service product with no variant in stock is sold out; digital products and
 * gift cards never are; an item of no known type counts as sold out, as on the platform.
 */
export function isSoldOut(item: unknown): boolean {
  const type = productType(item);
  if (type === DIGITAL || type === GIFT_CARD) return false;
  return !(sellsVariants(type) && (variantsOf(item) ?? []).some(inStock));
}

/**
 * Stock left over all variants; the maximum safe integer for digital products, gift cards
 * and as soon as one variant is unlimited.
 */
export function totalStock(item: unknown): number {
  const type = productType(item);
  if (type === DIGITAL || type === GIFT_CARD) return Number.MAX_SAFE_INTEGER;
  let total = 0;
  for (const variant of variantsOf(item) ?? []) {
    if (isTruthy(childOf(variant, 'unlimited'))) return Number.MAX_SAFE_INTEGER;
    total += toNumber(childOf(variant, 'qtyInStock'));
  }
  return total;
}

/**
 * The variants differ in price, on-sale flag, or (when on sale) sale price. Digital products
 * and unknown types are never varied.
 */
export function hasVariedPrices(item: unknown): boolean {
  const type = productType(item);
  if (!sellsVariants(type) && type !== GIFT_CARD) return false;
  const [first, ...rest] = variantsOf(item) ?? [];
  const differs = (variant: unknown, key: string) => !isEqual(childOf(variant, key), childOf(first, key));
  return rest.some(
    (variant) =>
      differs(variant, 'onSale') ||
      (isTruthy(childOf(first, 'onSale')) && differs(variant, 'salePrice')) ||
      differs(variant, 'price'),
  );
}

/** Whether the product is sold as a subscription (`isSubscribable`, read as a platform flag). */
export const isSubscribable = (item: unknown): boolean => toBoolean(contentField(item, 'isSubscribable'));

/**
 * The quantity input shows for physical products, and services when the store allows
 * several of one (`websiteSettings.storeSettings.multipleQuantityAllowedForServices`, default
 * true); never for subscriptions; only when more than one item is in stock.
 */
export function showsQuantityInput(item: unknown, websiteSettings: unknown): boolean {
  const type = productType(item);
  const multiple = childOf(childOf(websiteSettings, 'storeSettings'), 'multipleQuantityAllowedForServices');
  const allowed = type === PHYSICAL || (type === SERVICE && (multiple == null || toBoolean(multiple)));
  return allowed && !isSubscribable(item) && totalStock(item) > 1;
}

/**
 * The option names (`variantOptionOrdering`) with each one's distinct values in variant order,
 * for products with more than one variant. Attributes outside the ordering are ignored.
 */
export function variantOptions(item: unknown): { name: string; values: string[] }[] {
  const variants = variantsOf(item) ?? [];
  const ordering = contentField(item, 'variantOptionOrdering');
  if (variants.length < 2 || !Array.isArray(ordering)) return [];
  return ordering.map((entry) => {
    const name = toText(entry);
    const values: string[] = [];
    for (const variant of variants) {
      const value = childOf(childOf(variant, 'attributes'), name);
      const text = toText(value);
      if (value !== undefined && !values.includes(text)) values.push(text);
    }
    return { name, values };
  });
}
