import { render } from '@storefront-widgets/template';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

/**
 * The `message` formatter against intl-messageformat, the customer's ICU library, on the part
 * of the syntax both have: plural (with `=N` and `offset:`), selectordinal and select. The
 * platform writes placeholders without commas (`{0 plural one {…}}`); each message is given in
 * both spellings. Plural keys must be the locale's own categories, so `few` never matches in
 * English and `one` matches 0 in French.
 */
const MESSAGES: [platform: string, icu: string][] = [
  [
    '{0 plural zero {zero #} one {one #} two {two #} few {few #} many {many #} other {other #}}',
    '{n, plural, zero {zero #} one {one #} two {two #} few {few #} many {many #} other {other #}}',
  ],
  [
    '{0 plural offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}',
    '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}',
  ],
  [
    '{0 selectordinal zero {#z} one {#st} two {#nd} few {#rd} many {#m} other {#th}}',
    '{n, selectordinal, zero {#z} one {#st} two {#nd} few {#rd} many {#m} other {#th}}',
  ],
  [
    '{1 select gift {A gift for {0 plural one {# day} other {# days}}} other {Item}}',
    '{kind, select, gift {A gift for {n, plural, one {# day} other {# days}}} other {Item}}',
  ],
];

/** Locales whose plural rules differ (CLDR categories zero, one, two, few, many, other). */
const LOCALES = ['en-US', 'fr-FR', 'ru-RU', 'ar-EG', 'pl-PL', 'cy-GB', 'ja-JP', 'pt-PT', 'lv-LV'];

const COUNTS = [0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 19, 20, 21, 22, 23, 100, 101, 102, 111, 1000, 1.5];

/**
 * intl-messageformat with `#` written as the number's text, as the platform writes it (`1000`,
 * `1.5` in every locale); plural rules and everything else are the library's own.
 */
function icuFormat(icu: string, locale: string) {
  return new IntlMessageFormat(icu, locale, undefined, {
    formatters: {
      getNumberFormat: () => ({ format: (n: number) => String(n) }) as Intl.NumberFormat,
      getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
      getPluralRules: (...args) => new Intl.PluralRules(...args),
    },
  });
}

describe('the message formatter agrees with intl-messageformat', () => {
  it.each(LOCALES)('on plural, selectordinal and select in %s', (locale) => {
    let compared = 0;
    for (const [platform, icu] of MESSAGES) {
      const format = icuFormat(icu, locale);
      for (const n of COUNTS) {
        for (const kind of ['gift', 'other']) {
          const { output, errors } = render('{msg|message n kind}', {
            data: { msg: platform, n, kind },
            locale,
          });
          expect(errors).toEqual([]);
          expect(output, `${platform} with ${n}, ${kind}`).toBe(String(format.format({ n, kind })));
          compared++;
        }
      }
    }
    expect(compared).toBe(MESSAGES.length * COUNTS.length * 2);
  });

  it('writes `#` as the number, as the platform does, where intl-messageformat formats it for the locale', () => {
    const data = { msg: '{0 plural one {# item} other {# items}}', n: 1234.5 };
    expect(render('{msg|message n}', { data, locale: 'de-DE' }).output).toBe('1234.5 items');
    const icu = new IntlMessageFormat('{n, plural, one {# item} other {# items}}', 'de-DE');
    expect(String(icu.format({ n: 1234.5 }))).toBe('1.234,5 items');
  });
});
