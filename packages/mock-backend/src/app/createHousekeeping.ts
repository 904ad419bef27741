import { type CartRecord, COLLECTIONS, type SessionRecord } from '../seed/records';
import type { Storage } from '../storage/Storage';

/** How long stored things live and how many may pile up (nothing grows without bound). */
export const RETENTION = {
  /** FormSubmissionKey keys are spent or expire after 1 hour, then are deleted. */
  formKeyMs: 60 * 60 * 1000,
  /** Carts not purchased are deleted 30 days after they were made (cookie-less adds make one each). */
  cartMs: 30 * 24 * 60 * 60 * 1000,
  /** At most this many carts; past it the oldest go first. */
  maxCarts: 100_000,
  /** At most this many beacon records (census, performance, analytics, errors); oldest go first. */
  maxRecords: 10_000,
  /** A collection is swept at most once per this many ms. */
  sweepEveryMs: 60 * 1000,
} as const;

/** Deletes what has expired; each sweep runs at most once a minute per collection. */
export interface Housekeeping {
  /** Deletes spent and expired FormSubmissionKey keys. */
  formKeys(): void;
  /** Deletes expired sessions. */
  sessions(): void;
  /** Deletes carts older than {@link RETENTION.cartMs}, then the oldest past {@link RETENTION.maxCarts}. */
  carts(): void;
  /** Keeps at most {@link RETENTION.maxRecords} beacon records, the newest. */
  records(): void;
}

/**
 * Bounded growth for the reference backend's storage: sweeps called from the routes that add to
 * a collection, throttled by the injected clock.
 */
export function createHousekeeping(
  storage: Storage,
  now: () => number,
  retention: typeof RETENTION = RETENTION,
): Housekeeping {
  const lastSweep = new Map<string, number>();
  const due = (collection: string) => {
    const t = now();
    const last = lastSweep.get(collection);
    if (last !== undefined && t - last < retention.sweepEveryMs) return false;
    lastSweep.set(collection, t);
    return true;
  };
  /** Deletes every item `expired` says, then the oldest (by `time`) beyond `max`. */
  const sweep = <T>(
    collection: string,
    idOf: (item: T) => string,
    expired: (item: T, t: number) => boolean,
    time: (item: T) => number,
    max = Number.POSITIVE_INFINITY,
  ) => {
    const t = now();
    storage.transaction(() => {
      const kept: T[] = [];
      for (const item of storage.list<T>(collection)) {
        if (expired(item, t)) storage.delete(collection, idOf(item));
        else kept.push(item);
      }
      if (kept.length <= max) return;
      kept.sort((a, b) => time(a) - time(b));
      for (const item of kept.slice(0, kept.length - max)) storage.delete(collection, idOf(item));
    });
  };
  return {
    formKeys() {
      if (!due(COLLECTIONS.formKeys)) return;
      sweep<{ key: string; createdAt: number }>(
        COLLECTIONS.formKeys,
        (key) => key.key,
        (key, t) => t - key.createdAt > retention.formKeyMs,
        (key) => key.createdAt,
      );
    },
    sessions() {
      if (!due(COLLECTIONS.sessions)) return;
      sweep<SessionRecord>(
        COLLECTIONS.sessions,
        (session) => session.id,
        (session, t) => session.expiresAt <= t,
        (session) => session.expiresAt,
      );
    },
    carts() {
      if (!due(COLLECTIONS.carts) && storage.count(COLLECTIONS.carts) <= retention.maxCarts) return;
      sweep<CartRecord>(
        COLLECTIONS.carts,
        (cart) => cart.id,
        (cart, t) => !cart.isPurchased && t - cart.created > retention.cartMs,
        (cart) => cart.created,
        retention.maxCarts,
      );
    },
    records() {
      if (storage.count(COLLECTIONS.records) <= retention.maxRecords) return;
      // Down to 90%, so a full store is not sorted again at every beacon.
      sweep<{ id: string; receivedAt: number }>(
        COLLECTIONS.records,
        (record) => record.id,
        () => false,
        (record) => record.receivedAt,
        Math.floor(retention.maxRecords * 0.9),
      );
    },
  };
}
