/** A key part: a string or number from data or options, or a call's argument list (by identity). */
type KeyPart = string | number | readonly string[];

type Tier<T> = Map<KeyPart, T>;

/** A bounded memo of pure results keyed by four parts; see {@link createTieredCache}. */
export interface TieredCache<T> {
  /** The result stored under the four parts, or undefined. */
  get(a: KeyPart, b: KeyPart, c: KeyPart, d: KeyPart): T | undefined;
  /** Stores `value` under the four parts and returns it. */
  set(a: KeyPart, b: KeyPart, c: KeyPart, d: KeyPart, value: T): T;
}

/**
 * Like `createBoundedCache`, but keyed by four parts in nested Maps instead of one key string, so
 * a hit builds no string: the parts are the data's own strings and numbers (whose hashes the
 * runtime keeps), the render's locale and the argument lists of the template's tags, which are the
 * same arrays on every render of a compiled tree. Emptied when it reaches `limit` entries.
 */
export function createTieredCache<T>(limit = 2000): TieredCache<T> {
  let root: Tier<Tier<Tier<Tier<T>>>> = new Map();
  let size = 0;
  const below = <V>(tier: Tier<Tier<V>>, key: KeyPart): Tier<V> => {
    let next = tier.get(key);
    if (!next) {
      next = new Map();
      tier.set(key, next);
    }
    return next;
  };
  return {
    get: (a, b, c, d) => root.get(a)?.get(b)?.get(c)?.get(d),
    set(a, b, c, d, value) {
      if (size >= limit) {
        root = new Map();
        size = 0;
      }
      const last = below(below(below(root, a), b), c);
      if (!last.has(d)) size++;
      last.set(d, value);
      return value;
    },
  };
}
