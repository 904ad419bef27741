import { render } from '@storefront-widgets/template';
import { describe, expect, it } from 'vitest';
import { createTieredCache } from '../plugins/tieredCache';

describe('createTieredCache', () => {
  it('keeps a result per key of four parts, argument lists by identity, and starts over at `limit`', () => {
    const cache = createTieredCache<string>(2);
    const args = ['%Y'];
    expect(cache.set(args, 'UTC', 1, '', 'one')).toBe('one');
    expect(cache.get(args, 'UTC', 1, '')).toBe('one');
    expect(cache.get(['%Y'], 'UTC', 1, '')).toBeUndefined(); // another list with the same words
    expect(cache.get(args, 'UTC', '1', '')).toBeUndefined(); // the number 1 is not the text '1'
    cache.set(args, 'UTC', 2, '', 'two');
    cache.set(args, 'UTC', 3, '', 'three'); // the third entry empties the cache first
    expect([cache.get(args, 'UTC', 1, ''), cache.get(args, 'UTC', 3, '')]).toEqual([undefined, 'three']);
  });

  it('gives each Money, date and number its own text when the same tags render other values', () => {
    const template =
      '{.repeated section items}{price|money} {price|money style:code} {when|date %Y-%m-%d} {n|decimal}{.alternates with}; {.end}';
    const items = [
      { price: { value: '2500', currency: 'USD' }, when: 0, n: 1.5 },
      { price: { decimalValue: '25', currencyCode: ' jpy ' }, when: 86_400_000, n: '1.5' },
      { price: { value: '2500', currency: 'EUR' }, when: 0, n: 2 },
    ];
    const first = render(template, { data: { items }, timeZone: 'UTC' }).output;
    expect(first).toBe(
      '$25.00 25.00 USD 1970-01-01 1.5; ¥25 25 JPY 1970-01-02 1.5; €25.00 25.00 EUR 1970-01-01 2',
    );
    expect(render(template, { data: { items }, timeZone: 'UTC', locale: 'de-DE' }).output).toBe(
      '25,00\u00a0$ 25,00 USD 1970-01-01 1,5; 25\u00a0¥ 25 JPY 1970-01-02 1,5; 25,00\u00a0€ 25,00 EUR 1970-01-01 2',
    );
  });
});
