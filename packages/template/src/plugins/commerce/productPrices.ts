import { ProductType } from '@storefront-widgets/platform/catalogues';
import { childOf, isTruthy, toText } from '../../values/values';
import { isDecimal } from '../isDecimal';
import { readMoney } from '../money/readMoney';
import { contentField, productType, variantsOf } from '../productRules';

/**
 * Which Money of a product a price shows (`value` a decimal string
 * of minor units, `currency` an ISO 4217 code). Missing prices read as the platform's default,
 * 0 USD.
 */

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD } = ProductType;

/** The platform's price when there is none to show: 0 USD. */
export const NO_PRICE = { value: '0', currency: 'USD' };

/** Text as a decimal number string (`'1999'`, `'-5'`, `'12.5'`, `'1e3'`); '0' when it is none. */
export function toDecimal(value: unknown): string {
  const text = toText(value).trim();
  return isDecimal(text) ? text : '0';
}

/** A Money's amount (either form) in minor units as a decimal string; '0' when it has none. */
export const amountOf = (money: unknown): string => readMoney(money, 'USD')?.minor ?? '0';

const lower = (money: unknown, than: unknown) => Number(amountOf(money)) < Number(amountOf(than));

/** What a variant costs now: its sale price when on sale, else its price. */
const currentPrice = (variant: unknown) =>
  childOf(variant, isTruthy(childOf(variant, 'onSale')) ? 'salePriceMoney' : 'priceMoney');

/** The priced variants of a product whose price lives on its variants, or undefined. */
function pricedVariants(item: unknown, types: number[]): unknown[] | undefined {
  const variants = variantsOf(item);
  return types.includes(productType(item)) && variants?.length ? variants : undefined;
}

/** The lowest of `pick(variant)` over the variants; the first one wins a tie. */
function lowest(variants: unknown[], pick: (variant: unknown) => unknown): unknown {
  let best = pick(variants[0]);
  for (const variant of variants) if (lower(pick(variant), best)) best = pick(variant);
  return best;
}

/** A digital product's own Money field, or the default. */
const digital = (item: unknown, key: string) => contentField(item, key) ?? NO_PRICE;

/** `from-price`: the lowest current price over the variants (the product's price when digital). */
export function fromPrice(item: unknown): unknown {
  const variants = pricedVariants(item, [PHYSICAL, SERVICE, GIFT_CARD]);
  if (variants) return lowest(variants, currentPrice);
  return productType(item) === DIGITAL ? digital(item, 'priceMoney') : NO_PRICE;
}

/** `normal-price`: the highest regular price over the variants (the product's when digital). */
export function normalPrice(item: unknown): unknown {
  const variants = pricedVariants(item, [PHYSICAL, SERVICE, GIFT_CARD]);
  if (!variants) return productType(item) === DIGITAL ? digital(item, 'priceMoney') : NO_PRICE;
  let best = childOf(variants[0], 'priceMoney');
  for (const variant of variants)
    if (lower(best, childOf(variant, 'priceMoney'))) best = childOf(variant, 'priceMoney');
  return best;
}

/**
 * `sale-price`: the lowest sale price among the variants on sale (the product's sale price when
 * digital); gift cards have none.
 */
export function salePrice(item: unknown): unknown {
  const variants = pricedVariants(item, [PHYSICAL, SERVICE]);
  if (!variants) return productType(item) === DIGITAL ? digital(item, 'salePriceMoney') : NO_PRICE;
  const onSale = variants.filter((variant) => isTruthy(childOf(variant, 'onSale')));
  return onSale.length ? lowest(onSale, (variant) => childOf(variant, 'salePriceMoney')) : NO_PRICE;
}

/** The subscription pricing options of the variant with the lowest current price (physical, service). */
export function lowestPricingOptions(item: unknown): unknown {
  const variants = pricedVariants(item, [PHYSICAL, SERVICE]);
  if (!variants) return undefined;
  let best = variants[0];
  for (const variant of variants) if (lower(currentPrice(variant), currentPrice(best))) best = variant;
  return childOf(best, 'pricingOptions');
}
