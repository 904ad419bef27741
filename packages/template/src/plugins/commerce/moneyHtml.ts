import { childOf, isTruthy, toText } from '../../values/values';
import type { RenderContext } from '../RenderContext';
import { formatAmount, fractionDigits } from './formatAmount';
import { amountOf } from './productPrices';

/**
 * A Money as product prices write it: the minor
 * units divided by 10 to the currency's fraction digits. With the site's CLDR money format on
 * (`featureFlags.useCLDRMoneyFormat`, or `website.useCLDRMoneyFormat` as the platform names it),
 * in the render locale's currency format (`$19.99`, `19,99 €`); otherwise the platform's native
 * markup with comma grouping and a dot, `<span class="sqs-money-native">19.99</span>`. Settings
 * are looked up from `item` outwards.
 */
export function moneyHtml(money: unknown, context: RenderContext, item: unknown): string {
  const given = childOf(money, 'currency');
  const currency = given === undefined ? 'USD' : toText(given).trim().toUpperCase();
  const shift = fractionDigits(currency);
  const amount = amountOf(money);
  const digits = { shift, minimumDigits: shift, maximumDigits: shift };
  const cldr =
    isTruthy(context.resolve('featureFlags.useCLDRMoneyFormat', item)) ||
    isTruthy(context.resolve('website.useCLDRMoneyFormat', item));
  if (cldr && /^[A-Z]{3}$/.test(currency))
    return formatAmount(amount, context.locale, { ...digits, currency });
  return `<span class="sqs-money-native">${formatAmount(amount, 'en-US', digits)}</span>`;
}
