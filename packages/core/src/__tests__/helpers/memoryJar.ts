import type { CookieAttributes, CookieJar } from '@storefront-widgets/core';

/** An in-memory cookie jar recording what was written and removed, with the attributes. */
export function memoryJar(initial: Record<string, string> = {}): CookieJar & {
  values: Map<string, string>;
  written: Map<string, CookieAttributes | undefined>;
  removed: unknown[];
} {
  const values = new Map(Object.entries(initial));
  const written = new Map<string, CookieAttributes | undefined>();
  const removed: unknown[] = [];
  return {
    values,
    written,
    removed,
    get: (name) => values.get(name),
    set: (name, value, attributes) => {
      values.set(name, value);
      written.set(name, attributes);
    },
    remove: (name, attributes) => {
      removed.push([name, attributes]);
      values.delete(name);
    },
  };
}
