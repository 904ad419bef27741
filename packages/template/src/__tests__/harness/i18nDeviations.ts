import type { Deviation } from './deviations';
import type { Rendering } from './referenceEngine';

/** The reference's message when a date formatter gets text that is not a number. */
const NOT_A_NUMBER =
  /^engine: Unexpected TypeError error when executing \w+: Cannot read properties of undefined \(reading '2'\)$/;
/** The reference's message for a date outside its calendar. */
const OUT_OF_RANGE =
  /^engine: Unexpected Error error when executing \w+: Julian day -?\d+ is outside the supported range of this library: .*$/;
/** Ours for the same. */
const OURS_OUT_OF_RANGE =
  /^engine: '[\w-]+' failed: -?[\d.e+]+ is outside the supported dates, 1 January 4713 BC to 31 December 8652$/;

/** The errors with each of the reference's messages replaced as `map` says. */
const errorsAs = (rendering: Rendering, map: (error: string) => string) =>
  rendering.errors.map(map).sort().join('\n');

/** A time zone name: an abbreviation (EST, ACDT) or tzdata's numeric form (+04, +0530). */
const ZONE = /^(?:[A-Z]{2,5}|[+-]\d\d(?:\d\d)?)$/;

const WORDS = ['date', 'time', 'short', 'medium', 'long', 'full'];

/**
 * The skeleton letters of every `datetime` and `datetime-interval` call in a template: bare
 * words other than `date`, `time` and the widths, and the values of `skeleton:`, `date:`, `time:`
 * and `datetime:`.
 */
function skeletonLetters(template: string): string {
  let letters = '';
  for (const [, call] of template.matchAll(/\|datetime(?:-interval)?([\s:,/][^|}]*)/g)) {
    for (const arg of call!.slice(1).split(call![0]!)) {
      const [key, value] = arg.includes(':')
        ? [arg.slice(0, arg.indexOf(':')), arg.slice(arg.indexOf(':') + 1)]
        : [arg, ''];
      if (!value) letters += WORDS.includes(key!) ? '' : key;
      else if (['skeleton', 'date', 'time', 'datetime'].includes(key!))
        letters += WORDS.includes(value) ? '' : value;
    }
  }
  return letters;
}

/** Deliberate differences of the date and i18n families (plugins/date, plugins/i18n). */
export const I18N_DEVIATIONS: Deviation[] = [
  {
    id: 'date-not-a-number',
    summary:
      "`date` given text that is not a number reports 'Invalid date.' (an engine error) and writes nothing.",
    reason:
      "spec/platform.md §8 lists 'Invalid date.'; the reference fails inside its calendar code with a TypeError ('Cannot read properties of undefined').",
    explains: (_input, ours, reference) =>
      ours.output === reference.output &&
      errorsAs(ours, (e) => e) ===
        errorsAs(reference, (e) => (NOT_A_NUMBER.test(e) ? 'engine: Invalid date.' : e)),
  },
  {
    id: 'date-range-message',
    summary:
      'A date outside 4713 BC–8652 AD fails with the engine error "\'date\' failed: N is outside the supported dates, 1 January 4713 BC to 31 December 8652".',
    reason:
      "Both engines refuse such dates (spec/platform.md §8: 'A date outside the supported range throws'); the reference's message names Julian days.",
    explains: (_input, ours, reference) =>
      ours.output === reference.output &&
      errorsAs(ours, (e) => e.replace(OURS_OUT_OF_RANGE, 'range')) ===
        errorsAs(reference, (e) => e.replace(OUT_OF_RANGE, 'range')),
  },
  {
    id: 'time-zone-abbreviation',
    summary:
      "`%Z` (and `%c`) name the time zone as `Intl`'s English locales do (EST, CET, BST, IST, AEDT…), else as tzdata's numbers (+04, +0530).",
    reason:
      "No time zone data is shipped. The reference has tzdata's abbreviations, so for a few zones it writes a name `Intl` has not got (MSK, JST, KST, PKT, IDT) or another one (Asia/Dubai: '+04' where `Intl` says 'GST').",
    explains: (input, ours, reference) => {
      if (!/\|date[^}]*%[Zc]/.test(input.template) || ours.errors.join() !== reference.errors.join())
        return false;
      const a = ours.output.split(/(\s+)/);
      const b = reference.output.split(/(\s+)/);
      return (
        a.length === b.length &&
        a.every((token, i) => token === b[i] || (ZONE.test(token) && ZONE.test(b[i]!)))
      );
    },
  },
  {
    id: 'intl-digit-limits',
    summary:
      'Digit options are brought into the ranges `Intl.NumberFormat` accepts: integer digits 1–21, fraction digits 0–20, significant digits 1–21.',
    reason:
      'spec/platform.md §9 clamps them to 0–50; `Intl` (and so this engine) cannot write 0 integer digits (`.5`) or more than 20 fraction digits (Node 20).',
    explains: (input) =>
      /(?:minint|minInt|minimumIntegerDigits|(?:max|min)sig|(?:max|min)Sig|(?:maximum|minimum)SignificantDigits):0\b|(?:frac|Frac|FractionDigits|sig|Sig|SignificantDigits|int|Int|IntegerDigits):(?:2[1-9]|[3-9]\d|\d{3,})/.test(
        input.template,
      ),
  },
  {
    id: 'scientific-fraction-digits',
    summary:
      '`decimal style:scientific` with `maxfrac:`/`minfrac:` rounds the mantissa to that many fraction digits.',
    reason:
      'That is what `Intl.NumberFormat` does; the reference applies the digits to the number before scaling.',
    explains: (input) =>
      /scientific/.test(input.template) && /(?:max|min)frac|(?:max|min)Frac/.test(input.template),
  },
  {
    id: 'currency-code-spacing',
    summary:
      '`money style:code` writes a space between the amount and the code in every locale (`1,500 JPY`).',
    reason:
      "The reference follows CLDR's Japanese and Chinese patterns, which have no space (`1,500JPY`); `Intl` does not expose that pattern and no locale data is shipped.",
    explains: (input, ours, reference) =>
      /^(?:ja|zh)\b/.test(input.options?.locale ?? '') &&
      ours.errors.join() === reference.errors.join() &&
      ours.output.replace(/ ([A-Z]{3})\b/g, '$1') === reference.output.replace(/ ([A-Z]{3})\b/g, '$1'),
  },
  {
    id: 'zone-names-before-1970',
    summary:
      'A long time zone name (`datetime full`, skeleton `zzzz`) of an instant before 1970 is written as its offset (`GMT-05:00`).',
    reason:
      "That is what `Intl` (ICU) writes: its zone names start in 1970. The reference names the zone from its own CLDR data ('Eastern Standard Time'); no locale data is shipped.",
    explains: (input, ours, reference) => {
      if (!input.template.includes('datetime') || ours.errors.join() !== reference.errors.join())
        return false;
      let i = 0;
      while (i < ours.output.length && ours.output[i] === reference.output[i]) i++;
      const zone = /^GMT[+-]\d\d?(?::\d\d)?/.exec(ours.output.slice(i));
      if (!zone) return false;
      const tail = ours.output.slice(i + zone[0].length);
      return reference.output.endsWith(tail) && reference.output.length - tail.length > i;
    },
  },
  {
    id: 'interval-years',
    summary:
      '`datetime-interval` over two different years shows both years even when the skeleton has none (`Dec 31, 1969 – Nov 20, 2023`).',
    reason:
      "That is `Intl`'s interval pattern (`formatRange`), and the range would be ambiguous without them; the reference writes `Dec 31 – Nov 20`.",
    explains: (input, ours, reference) => {
      if (!input.template.includes('datetime-interval') || ours.errors.join() !== reference.errors.join())
        return false;
      const years = new Set(ours.output.match(/\b\d{4}\b/g));
      return years.size === 2 && !/\b\d{4}\b/.test(reference.output);
    },
  },
  {
    id: 'message-missing-number',
    summary:
      'In `message` and `plural`, a `plural` or `selectordinal` placeholder whose position or name no argument gives counts as 0 (`{msg|message}` with `{0 plural =0 {no items} other {# items}}` writes `no items`).',
    reason:
      "The reference writes 'NaN' for `#` there (`NaN items`) and matches no `=N` branch; an argument that is given but missing from the data is 0 in both engines.",
    explains: (input, ours, reference) =>
      /\|(?:message|plural)\b/.test(input.template) &&
      ours.errors.join() === reference.errors.join() &&
      reference.output.includes('NaN') &&
      !ours.output.includes('NaN'),
  },
  {
    id: 'datetime-wrap',
    summary: '`datetime` ignores `wrap:` (the width of the pattern that joins date and time).',
    reason:
      '`Intl.DateTimeFormat` joins date and time by their own widths and has no option for the joining pattern.',
    explains: (input) => /\|datetime[^}|]*wrap/.test(input.template),
  },
  {
    id: 'interval-patterns',
    summary:
      "`datetime-interval` with `date:` or `time:` formats the range in those `Intl` styles; Japanese and Chinese ranges use `Intl`'s patterns (2023/11/14～20).",
    reason:
      'The reference writes Julian day numbers for `date:` (`/2460263 – /2460379`) and picks a skeleton of its own for `time:`; its CJK interval patterns come from its CLDR data, which is not shipped.',
    explains: (input, ours, reference) =>
      ours.errors.join() === reference.errors.join() &&
      (/\|datetime-interval[^}|]*(?:date|time):/.test(input.template) ||
        (/^(?:ja|zh)\b/.test(input.options?.locale ?? '') && input.template.includes('datetime-interval'))),
  },
  {
    id: 'skeleton-letters',
    summary:
      'A date skeleton asks `Intl` only for the fields it has options for (era, year, month, day, weekday, hour, minute, second, fractions, zone, flexible day period); other letters are ignored.',
    reason:
      'The reference also renders letters such as week (`w`), quarter (`Q`) or day of year (`D`), and writes something for letters that are no field at all.',
    explains: (input) => /[^GyYuMLdEcehHKkjmsSzvOaB]/.test(skeletonLetters(input.template)),
  },
  {
    id: 'flexible-day-periods',
    summary:
      "A skeleton with flexible day periods (`Bhm`) is written as `Intl` words it: the period's name comes from the runtime's CLDR data (German 14:00 is 'nachm.') and so does the pattern that joins a weekday to the time ('Wed 8:00 in the morning').",
    reason:
      "The reference's own CLDR tables are older ('2:00 mittags' in German, 'Wed, 8:00 in the morning'); `Intl` exposes neither table, and no locale data is shipped.",
    explains: (input, ours, reference) =>
      ours.errors.join() === reference.errors.join() && skeletonLetters(input.template).includes('B'),
  },
];
