import { toText } from '../../values/values';
import { cachedIntl } from '../intlCache';
import { isDecimal } from '../isDecimal';
import { createTieredCache } from '../tieredCache';
import { numberSettings } from './numberOptions';

/** Infinity as the platform reads it from text. */
const INFINITY = /^[+-]?Infinity$/;

/**
 * The value as exact decimal text, or undefined when it is not a number (`'12'`, `12` → `'12'`;
 * `'-3.50'`, `'.5'`, `'1e-7'`, `'Infinity'`).
 */
export function decimalText(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : toText(value);
  return isDecimal(text) || INFINITY.test(text) ? text : undefined;
}

/** Decimal text times 10^shift, still exact (`'1.5'`, 2 → `'1.5e2'`). */
function shifted(text: string, shift: number): string {
  if (!shift) return text;
  const [mantissa, exponent = '0'] = text.split(/[eE]/);
  return `${mantissa}e${+exponent + shift}`;
}

let currencies: Set<string> | undefined;

/**
 * Grouping as the locale groups plain numbers: `Intl` groups compact numbers only from five
 * digits (`1235T`), the platform as it groups other numbers (`1,235T` in English, `1235 B` in
 * Spanish, whose minimum grouping is two digits).
 */
function localeGrouping(locale: string): 'always' | 'min2' {
  const parts = cachedIntl(Intl.NumberFormat, locale, { useGrouping: 'auto' } as Intl.NumberFormatOptions);
  return parts.formatToParts(1000).some((part) => part.type === 'group') ? 'always' : 'min2';
}

/**
 * Formats decimal text with `Intl.NumberFormat` and the template's options; with `currency`, as
 * that ISO 4217 amount (a code the runtime does not know is left out, as on the platform).
 */
export function formatNumber(
  locale: string,
  text: string,
  args: readonly string[],
  currency?: string,
): string {
  const code = currency ?? '';
  return (
    formatted.get(args, locale, code, text) ??
    formatted.set(args, locale, code, text, formatUncached(locale, text, args, currency))
  );
}

/** Results of {@link formatNumber} by arguments, locale and currency, and text. */
const formatted = createTieredCache<string>();

function formatUncached(locale: string, text: string, args: readonly string[], currency?: string): string {
  const { options, shift, permille, code } = numberSettings(args, currency !== undefined);
  let known = true;
  if (options.notation === 'compact' && (options.useGrouping as unknown) === 'auto')
    options.useGrouping = localeGrouping(locale) as never;
  if (currency !== undefined) {
    currencies ??= new Set(Intl.supportedValuesOf('currency'));
    known = currencies.has(currency);
    Object.assign(options, { style: 'currency', currency: known ? currency : 'XXX' });
    if (code || !known) options.currencyDisplay = 'code';
  }
  const parts = cachedIntl(Intl.NumberFormat, locale, options).formatToParts(shifted(text, shift) as never);
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const { type, value } = parts[i]!;
    // Zero has no exponent in scientific notation (`0`, not `0E0`), as on the platform.
    if (type.startsWith('exponent') && !Number(text)) continue;
    if (type === 'currency' && (code || !known)) {
      // `style:code` writes the code after the number; an unknown code is left out.
      if (code && parts[i + 1]?.type === 'literal') i++;
      else if (code) out = out.trimEnd();
      continue;
    }
    if (type === 'percentSign' && permille) out += '‰';
    else if (type === 'exponentSeparator')
      out += parts[i + 1]?.type === 'exponentMinusSign' ? value : `${value}+`;
    else out += value;
  }
  return code ? `${out.trim()} ${currency}` : out;
}
