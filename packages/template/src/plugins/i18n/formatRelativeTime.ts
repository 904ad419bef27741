import { clampDate, DAY } from '../date/zonedTime';
import { cachedIntl } from '../intlCache';
import { numberSettings, splitOption } from './numberOptions';

/** The units a relative time is told in, largest first. */
const UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
type Unit = (typeof UNITS)[number];
const MS: Partial<Record<Unit, number>> = { hour: 3_600_000, minute: 60_000, second: 1000 };

/** Day number (days since 1970-01-01, UTC) of a date; months and days may overflow. */
function dayNumber(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getTime() / DAY;
}

const fields = (t: number) => {
  const d = new Date(t);
  return [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()] as const;
};

/**
 * How far `end` is from `start` in `unit`, with the rest as a fraction (months of 30.44 days,
 * years of 365.25): calendar years and months are counted from `start` towards `end` without
 * passing it, as Temporal and the platform do. Negative when `end` is earlier. Dates are UTC.
 */
function amountIn(unit: Unit, start: number, end: number): number {
  const sign = Math.sign(end - start);
  const [y1, m1, d1] = fields(start);
  const startDay = Math.floor(start / DAY);
  const timeOfDay = start - startDay * DAY;
  let endDay = Math.floor(end / DAY);
  if (endDay === startDay) return (end - start) / (MS[unit] ?? (unit === 'week' ? 7 * DAY : DAY));
  // The last day (towards `end`) on which the time of day of `start` does not pass `end`.
  if (Math.sign(end - (endDay * DAY + timeOfDay)) === -sign) endDay -= sign;
  const ms = end - (endDay * DAY + timeOfDay);
  let years = 0;
  let months = 0;
  if (unit === 'year' || unit === 'month') {
    const [y2, m2, d2] = fields(endDay * DAY);
    const passes = (y: number, m: number) => {
      const month = y * 12 + m;
      const target = y2 * 12 + m2;
      return sign * (month !== target ? month - target : d1 - d2) > 0;
    };
    for (let y = y2 - y1 && y2 - y1 - sign; !passes(y1 + y, m1); y += sign) years = y;
    for (let m = sign; !passes(y1 + years, m1 + m); m += sign) months = m;
  }
  // The day of month is clamped to the month's length (31 January + 1 month is 28 or 29 February).
  const base = Math.min(dayNumber(y1 + years, m1 + months, d1), dayNumber(y1 + years, m1 + months + 1, 0));
  const days = endDay - base + ms / DAY;
  if (unit === 'year') return years + months / 12 + days / 365.25;
  if (unit === 'month') return years * 12 + months + days / 30.44;
  return (days * DAY) / (MS[unit] ?? (unit === 'week' ? 7 * DAY : DAY));
}

/** The largest unit in which `end` is at least one whole unit away from `start` (weeks only when allowed). */
function autoUnit(start: number, end: number, weeks: boolean): Unit {
  for (const unit of UNITS) {
    if (unit === 'week' && !weeks) continue;
    const whole = Math.trunc(amountIn(unit, start, end));
    if (whole !== 0) return unit;
  }
  return 'second';
}

/**
 * How `end` relates to `start` in words, with `Intl.RelativeTimeFormat`: 'in 2 days', '6 days ago',
 * 'yesterday', 'now'. The unit is the largest in which they differ by a whole one (or `field:`);
 * the amount is rounded half-even to whole units (`maxfrac:` for more); `numericOnly:true` never
 * says 'yesterday'; `width:short|narrow`; `context:begin-sentence` starts with a capital.
 */
export function formatRelativeTime(
  locale: string,
  start: number,
  end: number,
  args: readonly string[],
): string {
  let unit: Unit | undefined;
  let style: Intl.RelativeTimeFormatStyle = 'long';
  let numeric: Intl.RelativeTimeFormatNumeric = 'auto';
  let weeks = false;
  let capitalize = false;
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (key === 'field' && (UNITS as readonly string[]).includes(value)) unit = value as Unit;
    else if (key === 'field' && value === 'millis') unit = 'second';
    else if (key === 'width' && (value === 'short' || value === 'narrow')) style = value;
    else if (key === 'width' && value === 'wide') style = 'long';
    else if (key === 'numericOnly') numeric = value === 'true' ? 'always' : 'auto';
    else if (key === 'allowWeeks') weeks = value === 'true';
    else if (key === 'context') capitalize = value === 'begin-sentence';
  }
  start = clampDate(start);
  end = clampDate(end);
  unit ??= autoUnit(start, end, weeks);
  const { options } = numberSettings(args.filter((arg) => !arg.startsWith('style')));
  options.maximumFractionDigits ??= 0;
  // Plain digits with their sign (-0 is still in the past), read back as a number.
  Object.assign(options, { useGrouping: false, signDisplay: 'auto' });
  const rounded = Number(cachedIntl(Intl.NumberFormat, 'en-US', options).format(amountIn(unit, start, end)));
  const text = cachedIntl(Intl.RelativeTimeFormat, locale, { numeric, style }).format(rounded, unit);
  // At the start of a sentence the first letter is a capital ('In 3 weeks', 'Dans 3 semaines').
  return capitalize ? text.charAt(0).toLocaleUpperCase(locale) + text.slice(1) : text;
}
