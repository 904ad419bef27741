/**
 * How long ago `delta` ms was, as the platform's `timesince` says it: the
 * largest of years (365 days), months (30 days), weeks, days, hours and minutes as 'about a
 * year ago', 'about an hour ago', 'about 3 weeks ago'; under a minute (and in the future) 'less
 * than a minute ago'. English, as on the platform.
 */
export function humanizeTime(delta: number): string {
  const seconds = delta / 1000;
  const days = (seconds / 86_400) | 0;
  const hours = ((seconds - days * 86_400) / 3600) | 0;
  const minutes = ((seconds - days * 86_400) / 60) | 0;
  const units: [number, string][] = [
    [(days / 365) | 0, 'year'],
    [(days / 30) | 0, 'month'],
    [(days / 7) | 0, 'week'],
    [days, 'day'],
    [hours, 'hour'],
    [minutes, 'minute'],
  ];
  for (const [n, unit] of units) {
    if (n > 0)
      return `about ${n === 1 ? (unit === 'hour' ? 'an' : 'a') : n} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return 'less than a minute ago';
}
