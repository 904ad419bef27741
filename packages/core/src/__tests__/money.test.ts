import {
  CURRENCIES,
  CURRENCY_CODES,
  createMoney,
  decimalToMinorUnits,
  formatMoney,
  getCurrency,
  MoneySchema,
  minorUnitsToDecimal,
  parseMoney,
} from '@storefront-widgets/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

describe('currency table', () => {
  it('lists the 27 currencies of the spec in order', () => {
    expect(CURRENCY_CODES.join(' ')).toBe(
      'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR JPY ZAR',
    );
    expect(Object.keys(CURRENCIES)).toHaveLength(27);
  });

  it('uses 2 fraction digits except JPY with 0', () => {
    for (const code of CURRENCY_CODES) {
      expect(CURRENCIES[code].fractionDigits).toBe(code === 'JPY' ? 0 : 2);
    }
  });

  it('carries names and ISO numeric codes', () => {
    expect(getCurrency('usd')).toEqual({
      code: 'USD',
      name: 'US Dollar',
      fractionDigits: 2,
      numericCode: '840',
    });
    expect(getCurrency('AUD').numericCode).toBe('036');
    expect(getCurrency('JPY').numericCode).toBe('392');
    expect(new Set(CURRENCY_CODES.map((code) => CURRENCIES[code].numericCode)).size).toBe(27);
  });

  it('rejects an unsupported currency', () => {
    expect(() => getCurrency('XYZ')).toThrow(RangeError);
  });
});

describe('minor units ↔ decimal', () => {
  it('divides by 10^fractionDigits exactly', () => {
    expect(minorUnitsToDecimal(1999, 'USD')).toBe('19.99');
    expect(minorUnitsToDecimal(5, 'USD')).toBe('0.05');
    expect(minorUnitsToDecimal(-105, 'EUR')).toBe('-1.05');
    expect(minorUnitsToDecimal(1999, 'JPY')).toBe('1999');
    expect(minorUnitsToDecimal('900719925474099312', 'USD')).toBe('9007199254740993.12');
    expect(minorUnitsToDecimal(123456789012345678n, 'USD')).toBe('1234567890123456.78');
  });

  it('never goes through float arithmetic (0.1 + 0.2 style errors are impossible)', () => {
    expect(minorUnitsToDecimal(30, 'USD')).toBe('0.30');
    expect(decimalToMinorUnits('0.3', 'USD')).toBe(30);
    // 4.35 * 100 is 434.99999999999994 in floating point.
    expect(decimalToMinorUnits('4.35', 'USD')).toBe(435);
    expect(decimalToMinorUnits('1.15', 'USD')).toBe(115);
  });

  it('converts decimal strings to minor units and refuses sub-minor precision', () => {
    expect(decimalToMinorUnits('19.99', 'USD')).toBe(1999);
    expect(decimalToMinorUnits('19.9', 'USD')).toBe(1990);
    expect(decimalToMinorUnits('19.990', 'USD')).toBe(1999);
    expect(decimalToMinorUnits('1500', 'JPY')).toBe(1500);
    expect(decimalToMinorUnits('-2.50', 'GBP')).toBe(-250);
    expect(() => decimalToMinorUnits('1.005', 'USD')).toThrow(RangeError);
    expect(() => decimalToMinorUnits('abc', 'USD')).toThrow(RangeError);
    expect(() => minorUnitsToDecimal(1.5, 'USD')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats with comma thousands and dot decimal by default', () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(150000, 'JPY')).toBe('¥150,000');
  });

  it('keeps comma/dot separators even for a locale that uses others, unless useCLDRMoneyFormat', () => {
    const plain = formatMoney(123456, 'EUR', { locale: 'de-DE' });
    expect(plain).toContain('1,234.56');
    const cldr = formatMoney(123456, 'EUR', { locale: 'de-DE', useCLDRMoneyFormat: true });
    expect(cldr).toContain('1.234,56');
  });

  it('formats large amounts exactly (no float rounding) up to 15 integer places', () => {
    expect(formatMoney('99999999999999999', 'USD')).toBe('$999,999,999,999,999.99');
    expect(() => formatMoney('100000000000000000', 'USD')).toThrow(RangeError);
  });
});

describe('parseMoney', () => {
  it('parses {value (minor units), currency}', () => {
    expect(parseMoney({ value: '1250', currency: 'usd' })).toEqual({ minorUnits: 1250, currency: 'USD' });
    expect(parseMoney({ value: '1500', currency: 'JPY' })).toEqual({ minorUnits: 1500, currency: 'JPY' });
  });

  it('parses {decimalValue, currencyCode}', () => {
    expect(parseMoney({ decimalValue: '12.50', currencyCode: 'GBP' })).toEqual({
      minorUnits: 1250,
      currency: 'GBP',
    });
  });

  it('prefers decimalValue when the wire Money carries both', () => {
    expect(
      parseMoney({ value: '1250', currency: 'USD', decimalValue: '12.50', currencyCode: 'USD' }),
    ).toEqual({
      minorUnits: 1250,
      currency: 'USD',
    });
  });

  it('rejects malformed amounts', () => {
    expect(() => parseMoney({ value: '12.5', currency: 'USD' })).toThrow(RangeError);
    expect(() => parseMoney({ value: '10', currency: 'XXX' })).toThrow(RangeError);
  });
});

describe('createMoney (the wire Money shape)', () => {
  it('writes minor units and the exact major-unit decimal for 2- and 0-digit currencies', () => {
    expect(createMoney(1250, 'USD')).toEqual({
      value: '1250',
      currency: 'USD',
      decimalValue: '12.50',
      currencyCode: 'USD',
    });
    expect(createMoney(5, 'EUR').decimalValue).toBe('0.05');
    expect(createMoney(-199, 'usd')).toMatchObject({ decimalValue: '-1.99', currency: 'USD' });
    expect(createMoney(4800, 'JPY')).toEqual({
      value: '4800',
      currency: 'JPY',
      decimalValue: '4800',
      currencyCode: 'JPY',
    });
  });

  it('builds what the schema accepts and parseMoney reads back', () => {
    const money = createMoney('900719925474099100', 'USD');
    expect(v.is(MoneySchema, money)).toBe(true);
    expect(v.is(MoneySchema, { ...money, value: '12.5' })).toBe(false);
    expect(parseMoney(createMoney(1999, 'JPY'))).toEqual({ minorUnits: 1999, currency: 'JPY' });
  });

  it('refuses an unsupported currency or a fractional amount', () => {
    expect(() => createMoney(100, 'XXX')).toThrow(RangeError);
    expect(() => createMoney(1.5, 'USD')).toThrow(RangeError);
  });
});
