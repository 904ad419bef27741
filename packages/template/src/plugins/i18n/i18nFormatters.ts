import { TemplateMessages } from '../../errors/TemplateMessages';
import { toNumber, toText } from '../../values/values';
import { clampDate, timeZoneOf } from '../date/zonedTime';
import type { FormatFunction, FormatterTable } from '../FormatterDefinition';
import { readMoney } from '../money/readMoney';
import { formatDateInterval, formatDateTime } from './formatDateTime';
import { formatMessage, type MessageArguments } from './formatMessage';
import { decimalText, formatNumber } from './formatNumber';
import { formatRelativeTime } from './formatRelativeTime';
import { humanizeTime } from './humanizeTime';

/** `|message a b key:c` / `key=c`: arguments by position, and by name when they have one. */
const message: FormatFunction = (value, args, context) => {
  const values: MessageArguments = { positional: [], named: new Map() };
  for (const arg of args) {
    const at = arg.search(/[:=]/);
    // An argument the data lacks is null (0 in numbers and plurals); only a position or name
    // that no argument gives is missing.
    const found = context.resolve(at < 0 ? arg : arg.slice(at + 1)) ?? null;
    values.positional.push(found);
    if (at >= 0) values.named.set(arg.slice(0, at), found);
  }
  return formatMessage(toText(value), values, { locale: context.locale, timeZone: timeZoneOf(context) });
};

/** The platform registers these names but formats nothing with them: the value passes unchanged. */
const notImplemented: FormatFunction = (value) => value;

/**
 * The i18n family (the platform's i18n formatters), through `Intl` with the render's locale and
 * the website's time zone: dates, intervals, numbers, money, messages and relative times.
 */
export const I18N_FORMATTERS: FormatterTable = {
  /**
   * `|datetime [date|time|short…full] [date:W] [time:W] [skeleton]`: an instant (ms) in the
   * locale's words; a long date by default; '' for text that is not a number.
   */
  datetime: (value, args, context) => {
    const epoch = toNumber(value);
    return Number.isNaN(epoch)
      ? ''
      : formatDateTime(context.locale, timeZoneOf(context), clampDate(epoch), args);
  },
  /**
   * `{start, end|datetime-interval [skeleton]}`: the range between two instants (the chain's value
   * and the second variable); '' without two numbers.
   */
  'datetime-interval': (value, args, context) => {
    const start = toNumber(value);
    const end = toNumber(context.values[1]);
    if (context.values.length < 2 || !Number.isFinite(start) || !Number.isFinite(end)) return '';
    return formatDateInterval(context.locale, timeZoneOf(context), clampDate(start), clampDate(end), args);
  },
  /** `|decimal [style:percent|short|long|scientific|permille…] [maxfrac:n] [round:mode] [no-group]…`. */
  decimal: (value, args, context) => {
    const text = decimalText(value);
    return text === undefined ? '' : formatNumber(context.locale, text, args);
  },
  /** `|message args…`: the value as a message, e.g. `{0 plural one {# item} other {# items}}`. */
  message,
  /**
   * `|money [style:code|name|accounting|short] [symbol:narrow] [maxfrac:n]…`: a Money in the
   * locale's currency format; `{value: '2500', currency: 'USD'}` (minor units) and
   * `{decimalValue: '25.00', currencyCode: 'USD'}` (major units) are both $25.00.
   */
  money: (value, args, context) => {
    const money = readMoney(value);
    return money ? formatNumber(context.locale, money.major, args, money.currency) : '';
  },
  /** The same as `message`. */
  plural: message,
  /**
   * `|relative-time` ('in 2 days', 'yesterday') from now, or `{start, end|relative-time}`;
   * `field:day`, `width:short`, `numericOnly:true`, `allowWeeks:true`.
   */
  'relative-time': (value, args, context) => {
    // With two variables, from the first (the chain's value) to the second.
    const [start, end] =
      context.values.length > 1
        ? [toNumber(value), toNumber(context.values[1])]
        : [context.now, toNumber(value)];
    return Number.isFinite(start) && Number.isFinite(end)
      ? formatRelativeTime(context.locale, start, end, args)
      : '';
  },
  /** `<span class="timesince" data-date="…">about 3 hours ago</span>`, or 'Invalid date.'. */
  timesince: (value, _args, context) => {
    const epoch = toNumber(value);
    if (!Number.isFinite(epoch)) return TemplateMessages.invalidDate;
    return `<span class="timesince" data-date="${epoch}">${humanizeTime(context.now - clampDate(epoch))}</span>`;
  },
  datetimefield: notImplemented,
  'i18n-money-format': notImplemented,
  'money-format': notImplemented,
  'money-string': notImplemented,
  moneyFormat: notImplemented,
  unit: notImplemented,
};
