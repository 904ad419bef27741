/** Intl objects by constructor, locale and options; bounded, since locales and options come from templates. */
const cache = new Map<string, unknown>();

type FormatConstructor<T, O> = new (locale: string, options: O) => T;

/**
 * An `Intl` formatter for `locale` and `options`, created once and reused (creating one costs far
 * more than formatting with it). A locale the runtime refuses falls back to `en-US`.
 */
export function cachedIntl<T, O>(Format: FormatConstructor<T, O>, locale: string, options: O): T {
  const key = `${Format.name} ${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key) as T | undefined;
  if (!format) {
    try {
      format = new Format(locale, options);
    } catch {
      format = new Format('en-US', options);
    }
    if (cache.size >= 500) cache.clear();
    cache.set(key, format);
  }
  return format;
}
