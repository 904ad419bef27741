import { createBoundedCache } from '../boundedCache';
import { cachedIntl } from '../intlCache';
import type { RenderContext } from '../RenderContext';

/** Milliseconds in a day. */
export const DAY = 86_400_000;

/**
 * The dates the platform's calendar supports, in local time: 1 January 4713 BC (Julian day 0)
 * to 31 December 8652.
 */
export const MIN_DATE = -210_866_803_200_000;
export const MAX_DATE = 210_895_142_399_999;

/** An instant as seen on the wall clock of a time zone. */
export interface ZonedTime {
  /** The instant, ms since the epoch. */
  epoch: number;
  /** Offset of the zone from UTC at that instant, in ms (New York in winter: −18 000 000). */
  offset: number;
  /** The wall-clock time as a Date whose UTC fields (`getUTCHours()`, …) are the local ones. */
  wall: Date;
  /** The IANA zone. */
  zone: string;
}

const OFFSET = /([+-])(\d\d):(\d\d)(?::(\d\d))?/;

/** Zones already checked, by name. */
const knownZones = createBoundedCache<boolean>();

/** Whether the runtime knows the IANA zone. */
function isZone(zone: string): boolean {
  return knownZones(zone, () => {
    try {
      cachedIntl(Intl.DateTimeFormat, 'en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The time zone dates are shown in: the website's `website.timeZone` when the data has one (UTC
 * when the runtime does not know it, as on the platform), else the render's time zone
 * (default America/New_York).
 */
export function timeZoneOf(context: RenderContext): string {
  const zone = context.resolve('website.timeZone');
  if (zone === undefined) return context.timeZone;
  return typeof zone === 'string' && zone && isZone(zone) ? zone : 'UTC';
}

/** Offsets already computed, by zone and instant. */
const offsets = createBoundedCache<number>();

/** Offset of `zone` from UTC at `epoch`, in ms. */
function offsetAt(epoch: number, zone: string): number {
  return offsets(`${zone} ${epoch}`, () => offsetUncached(epoch, zone));
}

function offsetUncached(epoch: number, zone: string): number {
  const parts = cachedIntl(Intl.DateTimeFormat, 'en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(epoch)
    .find((part) => part.type === 'timeZoneName');
  const match = OFFSET.exec(parts?.value ?? '');
  if (!match) return 0;
  const ms = ((+match[2]! * 60 + +match[3]!) * 60 + +(match[4] ?? 0)) * 1000;
  return match[1] === '-' ? -ms : ms;
}

/**
 * `epoch` on the wall clock of `zone`. Dates outside the platform's calendar (4713 BC to 8652 AD)
 * throw a RangeError, as they do on the platform.
 */
export function zonedTime(epoch: number, zone: string): ZonedTime {
  epoch = Math.floor(epoch);
  const offset = Number.isFinite(epoch) && Math.abs(epoch) < 8.64e15 ? offsetAt(epoch, zone) : 0;
  const local = epoch + offset;
  if (!(local >= MIN_DATE && local <= MAX_DATE)) {
    throw new RangeError(`${epoch} is outside the supported dates, 1 January 4713 BC to 31 December 8652`);
  }
  return { epoch, offset, wall: new Date(local), zone };
}

/**
 * `epoch` as a whole millisecond (fractions round down, as on the platform) moved into the
 * supported dates, as the platform's `datetime` and relative times do.
 */
export const clampDate = (epoch: number): number => Math.min(Math.max(Math.floor(epoch), MIN_DATE), MAX_DATE);
