import { memoize, strategies } from '@formatjs/fast-memoize';
import { ErrorCode, FormatError, type Formatters, IntlMessageFormat } from 'intl-messageformat';
import type { IcuMessageFormatter, MessageAst, MessageValues } from './types';

/**
 * The `Intl` formatters of each locale, shared by every message formatted for it (formatjs's
 * "passing in formatters"): one `Intl.PluralRules` or `Intl.NumberFormat` per locale and options,
 * however many messages use them.
 */
const formattersByLocale = new Map<string, Formatters>();

function formattersFor(locale: string): Formatters {
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    const variadic = { strategy: strategies.variadic };
    formatters = {
      getNumberFormat: memoize(
        (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
        variadic,
      ),
      getDateTimeFormat: memoize(
        (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
        variadic,
      ),
      getPluralRules: memoize(
        (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
        variadic,
      ),
    };
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}

/** The values, with every name they lack reading as its `{placeholder}`. */
function withPlaceholders(values: MessageValues): MessageValues {
  return new Proxy(values, {
    has: () => true,
    get: (target, name) => (Object.hasOwn(target, name) ? target[name as string] : `{${String(name)}}`),
  });
}

/**
 * Formats message ASTs for one locale with intl-messageformat: each message's `IntlMessageFormat`
 * is created on first use and kept, over the locale's shared `Intl` formatters. A value the
 * caller forgot shows as its `{placeholder}` (with a warning in development) rather than throwing.
 */
export function createIcuMessageFormatter(locale: string): IcuMessageFormatter {
  const formatters = formattersFor(locale);
  const cache = new WeakMap<MessageAst, IntlMessageFormat>();
  return (message, values) => {
    let formatter = cache.get(message);
    if (!formatter) {
      formatter = new IntlMessageFormat(message, locale, undefined, { formatters });
      cache.set(message, formatter);
    }
    try {
      return String(formatter.format(values));
    } catch (error) {
      if (!(error instanceof FormatError) || error.code !== ErrorCode.MISSING_VALUE) throw error;
      if (process.env.NODE_ENV !== 'production') console.warn(`[storefront] ${error.message}`);
      return String(formatter.format(withPlaceholders(values)));
    }
  };
}
