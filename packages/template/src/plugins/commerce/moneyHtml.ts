import { isTruthy } from '../../values/values';
import { fractionDigits } from '../money/fractionDigits';
import { readMoney } from '../money/readMoney';
import type { RenderContext } from '../RenderContext';
import { formatAmount } from './formatAmount';

/**
 * A Money (either form, see {@link readMoney}; no currency is USD) as product prices write it:
 * the minor units divided by 10 to the currency's fraction digits. With the site's CLDR money format on
 * (`featureFlags.useCLDRMoneyFormat`, or `website.useCLDRMoneyFormat` as the platform names it),
 * in the render locale's currency format (`$19.99`, `19,99 €`); otherwise the platform's native
 * markup with comma grouping and a dot, `<span class="sqs-money-native">19.99</span>`. Settings
 * are looked up from `item` outwards.
 */
export function moneyHtml(money: unknown, context: RenderContext, item: unknown): string {
  const { minor: amount, currency } = readMoney(money, 'USD') ?? { minor: '0', currency: 'USD' };
  const shift = fractionDigits(currency);
  const digits = { shift, minimumDigits: shift, maximumDigits: shift };
  const cldr =
    isTruthy(context.resolve('featureFlags.useCLDRMoneyFormat', item)) ||
    isTruthy(context.resolve('website.useCLDRMoneyFormat', item));
  if (cldr && /^[A-Z]{3}$/.test(currency))
    return formatAmount(amount, context.locale, { ...digits, currency });
  return `<span class="sqs-money-native">${formatAmount(amount, 'en-US', digits)}</span>`;
}
