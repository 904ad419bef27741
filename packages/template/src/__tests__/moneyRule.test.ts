import { render } from '@storefront-widgets/template';
import { describe, expect, it } from 'vitest';

/**
 * One Money, written in its two forms: `value` is minor units, `decimalValue` major units. Every
 * formatter that reads Money must show both as $25.00 (or 2500 minor units).
 */
const FORMS = {
  'value (minor units)': { value: '2500', currency: 'USD' },
  'decimalValue (major units)': { decimalValue: '25.00', currencyCode: 'USD' },
};

const variant = (money: unknown, extra: object = {}) => ({
  id: 'v',
  attributes: {},
  optionValues: [],
  priceMoney: money,
  salePriceMoney: money,
  onSale: false,
  unlimited: true,
  ...extra,
});
const product = (money: unknown) => ({
  id: 'p',
  structuredContent: { productType: 1, variants: [variant(money), variant(money, { onSale: true })] },
});
const subscription = (money: unknown) => ({
  id: 's',
  structuredContent: {
    productType: 1,
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    variants: [variant(money, { pricingOptions: [{ priceMoney: money }] })],
  },
});
const native = '<span class="sqs-money-native">25.00</span>';

/** [formatter, template, data for a Money, what it must write]. */
const TABLE: [string, string, (money: unknown) => unknown, string | RegExp][] = [
  ['money', '{m|money}', (m) => ({ m }), '$25.00'],
  ['bookkeeper-money-format', '{m|bookkeeper-money-format}', (m) => ({ m }), '$25.00'],
  ['message (money argument)', '{msg|message m}', (m) => ({ m, msg: 'Pay {0 money}' }), 'Pay $25.00'],
  ['product-price', '{p|product-price}', (m) => ({ p: product(m) }), new RegExp(`^[^$]*${native}[^$]*$`)],
  ['from-price', '{p|from-price}', (m) => ({ p: product(m) }), '2500'],
  ['normal-price', '{p|normal-price}', (m) => ({ p: product(m) }), '2500'],
  ['sale-price', '{p|sale-price}', (m) => ({ p: product(m) }), '2500'],
  ['subscription-price', '{p|subscription-price}', (m) => ({ p: subscription(m) }), new RegExp(native)],
  [
    'cart-subtotal',
    '{c|cart-subtotal}',
    (m) => ({ c: { subtotal: m } }),
    `<span class="sqs-cart-subtotal">${native}</span>`,
  ],
];

describe('one Money rule in every formatter that reads Money', () => {
  for (const [form, money] of Object.entries(FORMS)) {
    it.each(TABLE)(`%s reads ${form} as $25.00`, (_name, template, data, expected) => {
      const result = render(template, { data: data(money) });
      expect(result.errors).toEqual([]);
      if (typeof expected === 'string') expect(result.output).toBe(expected);
      else expect(result.output).toMatch(expected);
    });
  }

  it('keeps minor units exact in both directions and follows the currency (JPY has no minor digits)', () => {
    const data = {
      big: { value: '123456789012345678901', currency: 'USD' },
      tiny: { decimalValue: '0.05', currencyCode: 'USD' },
      yen: { value: '1999', currency: 'JPY' },
      yenMajor: { decimalValue: '1999', currencyCode: 'JPY' },
    };
    const result = render('{big|money} {tiny|money} {yen|money} {yenMajor|money}', { data });
    expect(result.output).toBe('$1,234,567,890,123,456,789.01 $0.05 ¥1,999 ¥1,999');
  });

  it('writes nothing for a Money whose amount is not a number', () => {
    const result = render('[{m|money}]', { data: { m: { value: '25 dollars', currency: 'USD' } } });
    expect(result.output).toBe('[]');
  });
});
