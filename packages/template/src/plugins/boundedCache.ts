/**
 * A memo of pure results by key, emptied when it reaches `limit` entries, so keys that come from
 * templates and data cannot grow it without bound. A page rendered again, or a catalogue whose
 * prices and dates repeat, formats each value once instead of once per render (`Intl`'s
 * `formatToParts` costs tens of microseconds a call).
 */
export function createBoundedCache<T>(limit = 2000): (key: string, make: () => T) => T {
  const entries = new Map<string, T>();
  return (key, make) => {
    let value = entries.get(key);
    if (value === undefined && !entries.has(key)) {
      value = make();
      if (entries.size >= limit) entries.clear();
      entries.set(key, value);
    }
    return value as T;
  };
}
