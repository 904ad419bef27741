/** True when `value` is one of `list` (a narrowing `includes` for `as const` lists). */
export function isOneOf<const Item extends string>(list: readonly Item[], value: unknown): value is Item {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
