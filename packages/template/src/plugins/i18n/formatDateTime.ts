import { cachedIntl } from '../intlCache';
import { splitOption } from './numberOptions';

type DateOptions = Intl.DateTimeFormatOptions;

const WIDTHS = ['short', 'medium', 'long', 'full'];

/** Calendars templates may name (`calendar:buddhist`), as `Intl` calls them. */
const CALENDARS = new Map([
  ['gregorian', 'gregory'],
  ['gregory', 'gregory'],
  ['buddhist', 'buddhist'],
  ['iso8601', 'iso8601'],
  ['persian', 'persian'],
  ['japanese', 'japanese'],
]);

/** Widths of text fields by the length of a skeleton run (`MMM` short, `MMMM` long, `MMMMM` narrow). */
const TEXT = ['short', 'short', 'short', 'long', 'narrow'] as const;
const NUMBER = ['numeric', '2-digit'] as const;

/**
 * `Intl` options for a CLDR date skeleton (`yMMMd`, `EEEE`, `hmsa`, `Hm`…): each run of one
 * letter asks for that field in that width; `Intl` picks the locale's pattern for the set.
 */
export function skeletonOptions(skeleton: string): DateOptions {
  const o: Record<string, string | number | boolean> = {};
  for (const [run, letter] of skeleton.matchAll(/(.)\1*/g)) {
    const n = Math.min(run.length, 5) - 1;
    switch (letter) {
      case 'G':
        o.era = TEXT[n]!;
        break;
      case 'y':
      case 'Y':
      case 'u':
        o.year = run.length === 2 ? '2-digit' : 'numeric';
        break;
      case 'M':
      case 'L':
        o.month = n < 2 ? NUMBER[n]! : TEXT[n]!;
        break;
      case 'd':
        o.day = NUMBER[Math.min(n, 1)]!;
        break;
      case 'E':
      case 'c':
      case 'e':
        o.weekday = TEXT[n]!;
        break;
      case 'h':
      case 'H':
      case 'K':
      case 'k':
      case 'j':
        o.hour = NUMBER[Math.min(n, 1)]!;
        if (letter !== 'j') o.hourCycle = { h: 'h12', H: 'h23', K: 'h11', k: 'h24' }[letter]!;
        break;
      case 'B':
        // Flexible day periods ('in the afternoon'), in the locale's words for the hour.
        o.dayPeriod = n < 3 ? 'short' : n === 3 ? 'long' : 'narrow';
        break;
      case 'm':
        o.minute = NUMBER[Math.min(n, 1)]!;
        break;
      case 's':
        o.second = NUMBER[Math.min(n, 1)]!;
        break;
      case 'S':
        o.fractionalSecondDigits = Math.min(run.length, 3);
        break;
      case 'z':
        o.timeZoneName = n < 3 ? 'short' : 'long';
        break;
      case 'v':
        o.timeZoneName = n < 3 ? 'shortGeneric' : 'longGeneric';
        break;
      case 'O':
        o.timeZoneName = n < 3 ? 'shortOffset' : 'longOffset';
        break;
    }
  }
  return o as DateOptions;
}

/**
 * `Intl` options for a `datetime` call: `date`, `time` (short), a width (`long` for both),
 * `date:full`, `time:medium`, `datetime:long`, skeleton fields (`yMMMd`, `skeleton:Hm`) and
 * `calendar:buddhist`; a long date when nothing is asked.
 */
export function dateTimeOptions(args: readonly string[]): DateOptions {
  let date: string | undefined;
  let time: string | undefined;
  let skeleton: string | undefined;
  let calendar = 'gregory';
  const addSkeleton = (fields: string) => {
    skeleton = (skeleton ?? '') + fields;
  };
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (!value) {
      if (key === 'date') date = 'short';
      else if (key === 'time') time = 'short';
      else if (WIDTHS.includes(key)) date = time = key;
      else addSkeleton(key);
    } else if (key === 'calendar') calendar = CALENDARS.get(value) ?? 'gregory';
    else if (key === 'date' || key === 'time' || key === 'datetime') {
      if (!WIDTHS.includes(value)) addSkeleton(value);
      else if (key === 'date') date = value;
      else if (key === 'time') time = value;
      else date = time = value;
    } else if (key === 'skeleton') skeleton = value;
  }
  const options: DateOptions = skeleton
    ? skeletonOptions(skeleton)
    : date || time
      ? ({ dateStyle: date, timeStyle: time } as DateOptions)
      : { dateStyle: 'long' };
  options.calendar = calendar;
  return options;
}

/**
 * Joins formatted parts; a plain space before AM/PM becomes the narrow no-break space that the
 * CLDR patterns have (runtimes differ in whether they keep it). Before a flexible day period
 * ('in the morning', `flexible`) the space stays a space, as in CLDR.
 */
function joinParts(parts: Intl.DateTimeFormatPart[], flexible = false): string {
  return parts
    .map(({ type, value }, i) =>
      !flexible && type === 'literal' && value === ' ' && parts[i + 1]?.type === 'dayPeriod'
        ? '\u202f'
        : value,
    )
    .join('');
}

/** An instant (ms) formatted for `locale` in `timeZone` with the template's `datetime` options. */
export function formatDateTime(
  locale: string,
  timeZone: string,
  epoch: number,
  args: readonly string[],
): string {
  const options = dateTimeOptions(args);
  return joinParts(
    cachedIntl(Intl.DateTimeFormat, locale, { ...options, timeZone }).formatToParts(epoch),
    options.dayPeriod !== undefined,
  );
}

/**
 * `start – end` with the template's `datetime-interval` options: a skeleton (`yMMMd`, `hm`,
 * `skeleton:…`), `date:`/`time:` widths, or by default the time when both are on the same day
 * and the date otherwise.
 */
export function formatDateInterval(
  locale: string,
  timeZone: string,
  start: number,
  end: number,
  args: readonly string[],
): string {
  let skeleton: string | undefined;
  let date: string | undefined;
  let time: string | undefined;
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (!value) {
      if (key && !['context', 'skeleton', 'date', 'time'].includes(key)) skeleton = key;
    } else if (key === 'skeleton') skeleton = value;
    else if (key === 'date' && WIDTHS.includes(value)) date = value;
    else if (key === 'time' && WIDTHS.includes(value)) time = value;
  }
  const day = cachedIntl(Intl.DateTimeFormat, 'en-US', { timeZone, dateStyle: 'short' });
  const sameDay = day.format(start) === day.format(end);
  let options: DateOptions;
  if (skeleton) {
    options = skeletonOptions(skeleton);
    // A range of times over several days also shows the dates, as the platform's patterns do.
    if (!sameDay && !(options.year || options.month || options.day || options.weekday)) {
      Object.assign(options, skeletonOptions('yMMMd'));
    }
  } else if (date || time) options = { dateStyle: date, timeStyle: time } as DateOptions;
  else options = skeletonOptions(sameDay ? 'jm' : 'yMMMd');
  const format = cachedIntl(Intl.DateTimeFormat, locale, { ...options, calendar: 'gregory', timeZone });
  return joinParts(format.formatRangeToParts(start, end), options.dayPeriod !== undefined);
}
