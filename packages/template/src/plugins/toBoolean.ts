/**
 * A value as the platform reads a boolean setting (Jackson's rules): `true`, the string `'true'`
 * and non-zero integers are true; everything else (including `'yes'`, 1.5 and missing) is false.
 * Flags such as `isSubscribable`, `scarcityEnabled` and gallery options are read this way, while
 * sections and `.if` use the wider truthiness of `isTruthy`.
 */
export function toBoolean(value: unknown): boolean {
  return value === true || value === 'true' || (Number.isInteger(value) && value !== 0);
}
