/** Most digits a phone number has without its country code (ITU-T E.164 allows 15 in all). */
const MAX_NATIONAL_DIGITS = 15;

/**
 * True when a phone field's parts form a number: the last three (area code, prefix, line) are
 * digits, the line is filled in, and together they stay within 15 digits; a part before them is
 * the country code, blank or 1–3 digits with an optional leading '+'. Takes the raw parts (three, or
 * four when the country code is shown) and the serialized four alike. Spaces, dots and dashes a
 * visitor types inside a part are allowed. 'abc' is refused.
 */
export function isValidPhone(parts: readonly string[]): boolean {
  const trimmed = parts.map((part) => part.trim().replace(/[\s.-]/g, ''));
  const local = trimmed.slice(-3);
  while (local.length < 3) local.unshift('');
  const countryCode = trimmed.length > 3 ? (trimmed[trimmed.length - 4] ?? '') : '';
  const [area = '', prefix = '', line = ''] = local;
  if (countryCode !== '' && !/^\+?\d{1,3}$/.test(countryCode)) return false;
  if (!/^\d*$/.test(area) || !/^\d*$/.test(prefix) || !/^\d+$/.test(line)) return false;
  return area.length + prefix.length + line.length <= MAX_NATIONAL_DIGITS;
}
