import { TemplateMessages } from '../../errors/TemplateMessages';
import { toNumber } from '../../values/values';
import type { FormatterTable } from '../FormatterDefinition';
import { createTieredCache } from '../tieredCache';
import { formatStrftime } from './formatStrftime';
import { timeZoneOf, zonedTime } from './zonedTime';

/** Dates already written, by pattern, zone and instant (the names are English, whatever the locale). */
const dates = createTieredCache<string>();

/** The date family (the platform's `date` formatter). */
export const DATE_FORMATTERS: FormatterTable = {
  /**
   * `|date %A, %B %d %Y`: an instant (ms since the epoch) in the website's time zone, with a
   * strftime pattern (English names); '' without a pattern. A value that is not a number reports
   * 'Invalid date.'; a date outside 4713 BC–8652 AD throws, as on the platform.
   */
  date: (value, args, context) => {
    if (!args.length) return '';
    const epoch = toNumber(value);
    if (Number.isNaN(epoch)) {
      context.error(TemplateMessages.invalidDate);
      return '';
    }
    const zone = timeZoneOf(context);
    return (
      dates.get(args, zone, epoch, '') ??
      dates.set(args, zone, epoch, '', formatStrftime(zonedTime(epoch, zone), args.join(' ')))
    );
  },
};
