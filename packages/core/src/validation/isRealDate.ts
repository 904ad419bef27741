/**
 * True when a date field's parts (month, day, year, in the order the field serializes them,
 * the platform) name a day that exists: month 1–12, day within that month (29 February only in a
 * leap year), year of 2 or 4 digits (2 digits read as 20xx). '13/45/20' is refused.
 */
export function isRealDate(parts: readonly string[]): boolean {
  const [month = '', day = '', year = ''] = parts.map((part) => part.trim());
  if (!/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day) || !/^(\d{2}|\d{4})$/.test(year)) return false;
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  const m = Number(month);
  const d = Number(day);
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(fullYear, m, 0)).getUTCDate();
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth;
}
