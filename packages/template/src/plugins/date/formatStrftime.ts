import { cachedIntl } from '../intlCache';
import { DAY, type ZonedTime } from './zonedTime';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** English locales whose time zone names `%Z` tries in turn, for zones the first one only numbers. */
const ZONE_NAMING = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-ZA', 'en-SG', 'en-IE'];

const pad = (n: number, width = 2, char = '0') => String(n).padStart(width, char);

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * Week number and week-based year of a day: weeks start on `firstDay` (0 Sunday, 1 Monday) and
 * week 1 is the first with at least `minDays` days in the year (US: 0 and 1; ISO 8601: 1 and 4).
 */
function weekOfYear(year: number, dayOfYear: number, weekday: number, firstDay: number, minDays: number) {
  const place = (weekday - firstDay + 7) % 7;
  const jan1 = (place - ((dayOfYear - 1) % 7) + 7) % 7;
  const weekOneStart = (jan1Place: number) => (7 - jan1Place >= minDays ? 1 - jan1Place : 8 - jan1Place);
  const start = weekOneStart(jan1);
  if (dayOfYear < start) {
    return weekOfYear(year - 1, dayOfYear + (isLeap(year - 1) ? 366 : 365), weekday, firstDay, minDays);
  }
  const length = isLeap(year) ? 366 : 365;
  if (dayOfYear >= length + weekOneStart((jan1 + length) % 7)) return [1, year + 1] as const;
  return [Math.floor((dayOfYear - start) / 7) + 1, year] as const;
}

/** The zone's abbreviation (EST, CET, IST…) or, when English has none, `+hh`/`+hhmm` as tzdata writes it. */
function zoneName(time: ZonedTime): string {
  for (const locale of ZONE_NAMING) {
    const name = cachedIntl(Intl.DateTimeFormat, locale, { timeZone: time.zone, timeZoneName: 'short' })
      .formatToParts(time.epoch)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name && !/^(GMT|UTC)[+-−]/.test(name)) return name;
  }
  const minutes = Math.abs(time.offset) / 60_000;
  return `${time.offset < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}${minutes % 60 ? pad(minutes % 60) : ''}`;
}

/**
 * Formats a zoned time with a strftime pattern as the platform's `date` formatter does: `%Y`,
 * `%m`, `%d`, `%H`, `%M`, `%S`, `%A`, `%B`, `%Z`, `%c` and the other POSIX conversions, English
 * names, weeks as the platform counts them (`%U`/`%W` US weeks, `%V`/`%G` ISO 8601); `%%` is a
 * percent sign and an unknown conversion writes nothing.
 */
export function formatStrftime(time: ZonedTime, pattern: string): string {
  const w = time.wall;
  const year = w.getUTCFullYear();
  const month = w.getUTCMonth();
  const day = w.getUTCDate();
  const hours = w.getUTCHours();
  const weekday = w.getUTCDay();
  const jan1 = new Date(0);
  jan1.setUTCFullYear(year, 0, 1);
  const dayOfYear = Math.floor((w.getTime() - jan1.getTime()) / DAY) + 1;
  const hour12 = hours % 12 || 12;
  const iso = () => weekOfYear(year, dayOfYear, weekday, 1, 4);
  const convert = (c: string): string => {
    switch (c) {
      case 'a':
        return DAYS[weekday]!.slice(0, 3);
      case 'A':
        return DAYS[weekday]!;
      case 'b':
      case 'h':
        return MONTHS[month]!.slice(0, 3);
      case 'B':
        return MONTHS[month]!;
      case 'c':
        return format(`%a, %b ${day}, %Y %i:%M:%S %p %Z`);
      case 'C':
        return pad((year / 100) | 0);
      case 'd':
        return pad(day);
      case 'D':
        return format('%m/%d/%y');
      case 'e':
        return pad(day, 2, ' ');
      case 'F':
        return format('%Y-%m-%d');
      case 'g':
        return pad(iso()[1] % 100);
      case 'G':
        return pad(iso()[1], 4);
      case 'H':
        return pad(hours);
      case 'i':
        return String(hour12);
      case 'I':
        return pad(hour12);
      case 'j':
        return pad(dayOfYear, 3);
      case 'k':
        return pad(hours, 2, ' ');
      case 'l':
        return pad(hour12, 2, ' ');
      case 'm':
        return pad(month + 1);
      case 'M':
        return pad(w.getUTCMinutes());
      case 'n':
        return '\n';
      case 'N':
        return pad(w.getUTCMilliseconds() * 1e6, 9);
      case 'p':
        return hours < 12 ? 'AM' : 'PM';
      case 'P':
        return hours < 12 ? 'am' : 'pm';
      case 'q':
        return String(((month / 3) | 0) + 1);
      case 'r':
        return format(`${hour12}:%M:%S %p`);
      case 'R':
        return format('%H:%M');
      case 's':
        return String(Math.trunc(time.epoch / 1000));
      case 'S':
        return pad(w.getUTCSeconds());
      case 't':
        return '\t';
      case 'T':
        return format('%H:%M:%S');
      case 'u':
        return String(weekday || 7);
      case 'U':
      case 'W':
        return pad(weekOfYear(year, dayOfYear, weekday, 0, 1)[0]);
      case 'v':
        return format('%e-%b-%Y');
      case 'V':
        return pad(iso()[0]);
      case 'w':
        return String(weekday);
      case 'x':
        return format('%m/%d/%Y');
      case 'X':
        return format('%I:%M:%S %p');
      case 'y':
        return pad(year % 100);
      case 'Y':
        return String(year);
      case 'z': {
        const minutes = Math.abs(time.offset) / 60_000;
        return `${time.offset < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
      }
      case 'Z':
        return zoneName(time);
      default:
        return '';
    }
  };
  const format = (text: string) =>
    text.replace(/%([\s\S]?)/g, (_, c: string) => (c === '%' || !c ? '%' : convert(c)));
  return format(pattern);
}
