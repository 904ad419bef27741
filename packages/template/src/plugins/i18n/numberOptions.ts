/**
 * Number and currency options as templates write them (`maxfrac:2`, `style:percent`,
 * `round:half-up`, `no-group`, …), turned into `Intl.NumberFormat` options. Digit counts are
 * clamped to 0–50 as on the platform, then to what `Intl` accepts
 * (integer digits 1–21, fraction digits 0–20, significant digits 1–21).
 */
export interface NumberSettings {
  options: Intl.NumberFormatOptions;
  /** Power of ten the value is multiplied by before formatting (percent-scaled, permille). */
  shift: number;
  /** Write the percent sign as a per-mille sign. */
  permille?: boolean;
  /** Write a currency as its ISO code after the number (`style:code`). */
  code?: boolean;
}

/** `round:` values and their `Intl` rounding modes, `ceil` and `truncate` as aliases. */
const ROUNDING = new Map([
  ['up', 'expand'],
  ['down', 'trunc'],
  ['truncate', 'trunc'],
  ['ceiling', 'ceil'],
  ['ceil', 'ceil'],
  ['floor', 'floor'],
  ['half-up', 'halfExpand'],
  ['half-down', 'halfTrunc'],
  ['half-even', 'halfEven'],
]);

/** `style:` values of decimals: [Intl options, shift, per mille]. */
const DECIMAL_STYLES = new Map<string, [Intl.NumberFormatOptions, number, boolean?]>([
  ['decimal', [{}, 0]],
  ['standard', [{}, 0]],
  ['percent', [{ style: 'percent' }, 0]],
  ['percent-scaled', [{ style: 'percent' }, -2]],
  ['permille', [{ style: 'percent' }, 1, true]],
  ['permille-scaled', [{ style: 'percent' }, -2, true]],
  ['short', [{ notation: 'compact' }, 0]],
  ['long', [{ notation: 'compact', compactDisplay: 'long' }, 0]],
  ['scientific', [{ notation: 'scientific' }, 0]],
]);

/** `style:` values of currencies. */
const CURRENCY_STYLES = new Map<string, Intl.NumberFormatOptions>([
  ['symbol', {}],
  ['standard', {}],
  ['accounting', { currencySign: 'accounting' }],
  ['name', { currencyDisplay: 'name' }],
  ['short', { notation: 'compact' }],
]);

/** Option names (and their aliases) of digit counts, with the `Intl` option and its range. */
const DIGITS: [string[], keyof Intl.NumberFormatOptions, number, number][] = [
  [['minint', 'minInt', 'minimumIntegerDigits'], 'minimumIntegerDigits', 1, 21],
  [['maxfrac', 'maxFrac', 'maximumFractionDigits'], 'maximumFractionDigits', 0, 20],
  [['minfrac', 'minFrac', 'minimumFractionDigits'], 'minimumFractionDigits', 0, 20],
  [['maxsig', 'maxSig', 'maximumSignificantDigits'], 'maximumSignificantDigits', 1, 21],
  [['minsig', 'minSig', 'minimumSignificantDigits'], 'minimumSignificantDigits', 1, 21],
];

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** Splits `key:value` at the first colon; a bare word has the value ''. */
export function splitOption(arg: string): [string, string] {
  const colon = arg.indexOf(':');
  return colon < 0 ? [arg, ''] : [arg.slice(0, colon), arg.slice(colon + 1)];
}

/**
 * The settings of a `decimal` (no currency) or `money` call. Rounding is half-even unless the
 * arguments say otherwise, and grouping as the locale groups (Spanish leaves `1000` ungrouped).
 */
export function numberSettings(args: readonly string[], currency?: boolean): NumberSettings {
  const settings: NumberSettings = {
    options: {
      roundingMode: 'halfEven',
      useGrouping: 'auto',
      signDisplay: 'negative',
    } as Intl.NumberFormatOptions,
    shift: 0,
  };
  const o = settings.options as Record<string, unknown>;
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (key === 'style') {
      if (currency) {
        if (value === 'code') settings.code = true;
        else if (CURRENCY_STYLES.has(value)) Object.assign(o, CURRENCY_STYLES.get(value));
      } else if (DECIMAL_STYLES.has(value)) {
        const [style, shift, permille] = DECIMAL_STYLES.get(value)!;
        Object.assign(o, style);
        settings.shift = shift;
        settings.permille = !!permille;
      }
    } else if (key === 'symbol' && currency && value === 'narrow') o.currencyDisplay = 'narrowSymbol';
    else if (key === 'group' || key === 'grouping')
      o.useGrouping = value === '' || value === 'true' ? 'auto' : false;
    else if (key === 'no-group' || key === 'no-grouping') o.useGrouping = false;
    else if ((key === 'round' || key === 'rounding') && ROUNDING.has(value))
      o.roundingMode = ROUNDING.get(value);
    else {
      const digits = DIGITS.find(([names]) => names.includes(key));
      if (digits) {
        const n = Number.parseInt(value, 10);
        o[digits[1]] = clamp(clamp(Number.isFinite(n) ? n : 0, 0, 50), digits[2], digits[3]);
      }
    }
  }
  // Scientific notation shows no fraction digits unless asked to, and a minimum alone is also the
  // maximum in compact notation, as on the platform.
  if (o.notation === 'scientific') o.maximumFractionDigits ??= o.minimumFractionDigits ?? 0;
  else if (o.notation) o.maximumFractionDigits ??= o.minimumFractionDigits;
  // A maximum of significant digits alone is also the minimum (`maxsig:2` writes 0.50), as on the platform.
  if (o.maximumSignificantDigits !== undefined) o.minimumSignificantDigits ??= o.maximumSignificantDigits;
  // Intl refuses a minimum above the maximum; the maximum wins, as on the platform.
  for (const kind of ['Fraction', 'Significant']) {
    const min = o[`minimum${kind}Digits`] as number | undefined;
    const max = o[`maximum${kind}Digits`] as number | undefined;
    if (min !== undefined && max !== undefined && min > max) o[`minimum${kind}Digits`] = max;
  }
  return settings;
}
