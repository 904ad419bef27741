import {
  isUrlTooLong,
  MAX_URL_LENGTH,
  parseQueryString,
  QUERY_ARRAY_LIMIT,
  QUERY_DEPTH,
  QUERY_PARAMETER_LIMIT,
} from '@storefront-widgets/platform/urls';
import { describe, expect, it } from 'vitest';

describe('query-string parsing (storefront §9)', () => {
  it('uses depth 5, array limit 20 and parameter limit 1000', () => {
    expect([QUERY_DEPTH, QUERY_ARRAY_LIMIT, QUERY_PARAMETER_LIMIT]).toEqual([5, 20, 1000]);
  });

  it('parses nested keys and arrays, with or without the leading ?', () => {
    expect(parseQueryString('?color=red&size[]=S&size[]=M&filter[price][max]=50')).toEqual({
      color: 'red',
      size: ['S', 'M'],
      filter: { price: { max: '50' } },
    });
    expect(parseQueryString('q=caf%C3%A9+cr%C3%A8me')).toEqual({ q: 'café crème' });
  });

  it('nests 5 levels deep and keeps the rest of the key as one name', () => {
    expect(parseQueryString('a[b][c][d][e][f][g]=1')).toEqual({
      a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } },
    });
  });

  it('makes arrays of up to 20 items and, beyond, an object keyed by index that loses nothing', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => `size[]=${i}`).join('&');
    expect(parseQueryString(items(20)).size).toHaveLength(20);
    const over = parseQueryString(items(21)).size;
    expect(Array.isArray(over)).toBe(false);
    expect(Object.keys(over as object)).toHaveLength(21);
    expect(parseQueryString('list[19]=x')).toEqual({ list: ['x'] });
    expect(parseQueryString('list[20]=x')).toEqual({ list: { 20: 'x' } });
  });

  it('reads the first 1000 parameters only', () => {
    const query = Array.from({ length: 1001 }, (_, i) => `p${i}=${i}`).join('&');
    const parsed = parseQueryString(query);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed.p999).toBe('999');
    expect(parsed.p1000).toBeUndefined();
  });
});

describe('the URL length limit (storefront §9)', () => {
  it('is 2083 characters', () => {
    expect(MAX_URL_LENGTH).toBe(2083);
    const base = 'https://shop.test/?q=';
    expect(isUrlTooLong(base + 'x'.repeat(2083 - base.length))).toBe(false);
    expect(isUrlTooLong(base + 'x'.repeat(2084 - base.length))).toBe(true);
    expect(isUrlTooLong(new URL('https://shop.test/'))).toBe(false);
  });
});
