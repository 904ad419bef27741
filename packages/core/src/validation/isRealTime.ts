/**
 * True when a time field's parts (hour, minute, second, AM/PM, the order the field serializes
 * them) name a time of day: hour 1–12 with AM or PM and 0–23 without, minute 0–59, second 0–59
 * or left blank. Hour and minute are both needed once any part is filled, so '25:61' and a lone
 * '3' are refused. The platform names the parts, not their ranges; these are the clock's.
 */
export function isRealTime(parts: readonly string[]): boolean {
  const [hour = '', minute = '', second = '', meridiem = ''] = parts.map((part) => part.trim());
  const isNumber = (text: string) => /^\d{1,2}$/.test(text);
  if (!isNumber(hour) || !isNumber(minute) || (second !== '' && !isNumber(second))) return false;
  if (meridiem !== '' && meridiem !== 'AM' && meridiem !== 'PM') return false;
  const h = Number(hour);
  const isHourInRange = meridiem === '' ? h <= 23 : h >= 1 && h <= 12;
  return isHourInRange && Number(minute) <= 59 && (second === '' || Number(second) <= 59);
}
