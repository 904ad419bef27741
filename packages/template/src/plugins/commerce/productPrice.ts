import { subscriptionSchedule } from '@storefront-widgets/platform/subscriptions';
import { childOf, descend, isRecord, isTruthy, toText } from '../../values/values';
import { hasVariedPrices, isOnSale, isSubscribable, productType } from '../productRules';
import type { RenderContext } from '../RenderContext';
import { fillMessage } from './fillMessage';
import { moneyHtml } from './moneyHtml';
import { fromPrice, lowestPricingOptions, normalPrice, salePrice } from './productPrices';

/** The texts a price block chooses from, each a message with `{price}`-style placeholders. */
interface PriceTexts {
  /** 'from {fromPrice}' (varied prices) or the subscription wording; wins when set. */
  from?: string;
  /** The sale price, shown before the original one when set. */
  sale?: string;
  normal?: string;
  /** Values of the placeholders. */
  args: Record<string, unknown>;
}

/** A localized string (`localizedStrings.key`) when the page has one, else `fallback`. */
const localized = (context: RenderContext, item: unknown, key: string, fallback: string): string => {
  const value = context.resolve(['localizedStrings', key], item);
  return value === undefined ? fallback : toText(value);
};

/**
 * A price block: the from price when prices vary, else the sale price followed by the original
 * one, else the price; with the platform's visually hidden 'Sale Price:' and 'Original Price:'
 * labels.
 */
function priceBlock(kind: string, { from, sale, normal, args }: PriceTexts): string {
  const hidden = (label: string) => `<span class="visually-hidden v6-visually-hidden">${label}</span>`;
  const text = (message: string | undefined, price: unknown) =>
    fillMessage(message ?? '', { ...args, price });
  const body =
    from !== undefined
      ? `${fillMessage(from, args)}\n`
      : sale !== undefined
        ? `${hidden('Sale Price:')}${text(sale, args.sale)} ${hidden('Original Price:')}<span class="original-price">${text(normal, args.normal)}</span>\n`
        : normal !== undefined
          ? text(normal, args.normal)
          : '';
  return `\n\n\n<div class="${kind}">\n${body}\n</div>`;
}

const capitalized = (unit: string) => unit[0] + unit.slice(1).toLowerCase();

/**
 * The subscription wording of a product: '{price} every {billingPeriodValue}
 * months for {duration} years', the duration in years when it is a whole number of them (through
 * `@storefront-widgets/platform/subscriptions`), 'from ' first when prices vary; a localized string
 * (`localizedStrings.productPrice__singlePrice__nMonthly__limited__1Years` and so on) replaces it.
 * `undefined` for a plan that cannot be sold, which shows 'Unavailable'.
 */
function subscriptionWording(item: unknown, varied: boolean, context: RenderContext) {
  const plan = descend(item, ['structuredContent', 'subscriptionPlan']);
  const schedule = subscriptionSchedule(plan as Parameters<typeof subscriptionSchedule>[0]);
  if (!schedule) return undefined;
  const { count, unit, duration } = schedule;
  const plural = (n: number, name: string) => `${n === 1 ? '1' : 'n'}${capitalized(name)}`;
  const key = `productPrice__${varied ? 'multiplePrices' : 'singlePrice'}__${plural(count, unit)}ly__${
    duration ? `limited__${plural(duration.count, duration.unit)}s` : 'indefinite'
  }`;
  const every = `every ${count === 1 ? '' : '{billingPeriodValue} '}${unit.toLowerCase()}${count === 1 ? '' : 's'}`;
  const lasting = duration
    ? ` for {duration} ${duration.unit.toLowerCase()}${duration.count === 1 ? '' : 's'}`
    : '';
  return {
    text: localized(context, item, key, `${varied ? 'from ' : ''}{price} ${every}${lasting}`),
    args: { billingPeriodValue: count, duration: duration?.count ?? 0 },
  };
}

/**
 * `product-price`: an item's price block: 'from' the lowest price when
 * variant prices vary, the sale price before the original one when on sale, else the price; a
 * subscription's prices carry its wording, and a plan that cannot be sold shows 'Unavailable'.
 * Money is written by {@link moneyHtml}.
 */
export function productPrice(item: unknown, context: RenderContext): string {
  const money = (price: unknown) => moneyHtml(price, context, item);
  const varied = hasVariedPrices(item);
  const texts: PriceTexts = { args: {} };
  let template = '{price}';
  if (isSubscribable(item)) {
    const wording = subscriptionWording(item, varied, context);
    if (!wording) {
      return priceBlock('product-price', {
        from: localized(context, item, 'productPriceUnavailable', 'Unavailable'),
        args: {},
      });
    }
    template = wording.text;
    texts.args = wording.args;
    if (varied) texts.from = template;
  } else if (productType(item) === -1) {
    return priceBlock('product-price', texts);
  } else if (varied) {
    texts.from = localized(context, item, 'productPriceFromText', 'from {fromPrice}');
  }
  if (texts.from !== undefined) texts.args.fromPrice = money(fromPrice(item));
  if (isOnSale(item)) {
    texts.sale = template;
    texts.args.sale = money(salePrice(item));
  }
  texts.normal = template;
  texts.args.normal = money(normalPrice(item));
  texts.args.price = texts.args.fromPrice;
  return priceBlock('product-price', texts);
}

/**
 * `subscription-price`: the price block of a subscription's pricing options, those of the
 * variant with the lowest current price: 'from' its first option's current price when variant
 * prices vary, else that option's sale and regular prices.
 */
export function subscriptionPrice(item: unknown, context: RenderContext): string {
  const options = lowestPricingOptions(item);
  const first = childOf(options, 0);
  const texts: PriceTexts = { args: {} };
  if (Array.isArray(options) ? options.length > 0 : isRecord(options) && isTruthy(options)) {
    const onSale = isTruthy(childOf(first, 'onSale'));
    if (hasVariedPrices(item)) {
      texts.from = localized(context, item, 'productPriceFromText', 'from {fromPrice}');
      texts.args.fromPrice = moneyHtml(
        childOf(first, onSale ? 'salePriceMoney' : 'priceMoney'),
        context,
        item,
      );
    }
    if (onSale) {
      texts.sale = '{price}';
      texts.args.sale = moneyHtml(childOf(first, 'salePriceMoney'), context, item);
    }
    texts.normal = '{price}';
    texts.args.normal = moneyHtml(childOf(first, 'priceMoney'), context, item);
  }
  return priceBlock('subscription-price', texts);
}
