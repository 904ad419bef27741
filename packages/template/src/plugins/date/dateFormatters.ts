import { TemplateMessages } from '../../errors/TemplateMessages';
import { toNumber } from '../../values/values';
import { createBoundedCache } from '../boundedCache';
import type { FormatterTable } from '../FormatterDefinition';
import { formatStrftime } from './formatStrftime';
import { timeZoneOf, zonedTime } from './zonedTime';

/** Dates already written, by zone, instant and pattern (the names are English, whatever the locale). */
const dates = createBoundedCache<string>();

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
    const pattern = args.join(' ');
    return dates(`${zone} ${epoch} ${pattern}`, () => formatStrftime(zonedTime(epoch, zone), pattern));
  },
};
