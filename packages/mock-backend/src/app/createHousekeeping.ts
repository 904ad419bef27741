import type { RecordKind, RestockSignUp } from '@storefront-widgets/core';
import { type CartRecord, COLLECTIONS, restockPendingKey, type SessionRecord } from '../seed/records';
import type { Storage } from '../storage/Storage';

/** How long stored things live and how many may pile up (nothing grows without bound). */
export const RETENTION = {
  /** FormSubmissionKey keys are spent or expire after 1 hour, then are deleted. */
  formKeyMs: 60 * 60 * 1000,
  /** Carts not purchased are deleted 30 days after they were made (cookie-less adds make one each). */
  cartMs: 30 * 24 * 60 * 60 * 1000,
  /** At most this many carts; past it the oldest go first. */
  maxCarts: 100_000,
  /**
   * At most this many beacon records of each kind; past it the oldest of that kind go first, so a
   * flood of one kind (error reports) never evicts another (page views).
   */
  recordQuotas: {
    census: 10_000,
    events: 5_000,
    analytics: 5_000,
    performance: 5_000,
    'javascript-errors': 2_000,
  } satisfies Record<RecordKind, number>,
  /** At most this many live sessions (30 days each with rememberMe); past it the oldest go first. */
  maxSessions: 10_000,
  /** At most this many restock sign-ups; past it the oldest go first. */
  maxRestockSignUps: 50_000,
  /** At most this many form submissions; past it the oldest go first. */
  maxFormSubmissions: 50_000,
  /** At most this many newsletter entries; past it the oldest go first. */
  maxNewsletterEntries: 50_000,
  /** A collection is swept at most once per this many ms. */
  sweepEveryMs: 60 * 1000,
} as const;

/** Deletes what has expired; each sweep runs at most once a minute per collection. */
export interface Housekeeping {
  /** Deletes spent and expired FormSubmissionKey keys. */
  formKeys(): void;
  /** Deletes expired sessions, then the oldest past {@link RETENTION.maxSessions}. */
  sessions(): void;
  /** Deletes carts older than {@link RETENTION.cartMs}, then the oldest past {@link RETENTION.maxCarts}. */
  carts(): void;
  /** Call after storing a beacon record of `kind`: keeps at most its quota of that kind, the newest. */
  records(kind: RecordKind): void;
  /** Keeps at most {@link RETENTION.maxRestockSignUps} restock sign-ups (and their index entries). */
  restockSignUps(): void;
  /** Keeps at most {@link RETENTION.maxFormSubmissions} form submissions. */
  formSubmissions(): void;
  /** Keeps at most {@link RETENTION.maxNewsletterEntries} newsletter entries. */
  newsletter(): void;
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
  /**
   * When `collection` holds more than `max` documents, deletes the oldest (insertion order) down to
   * 90% of `max` with `remove`, so a full collection is not listed again at every insert.
   */
  const capOldest = <T>(collection: string, max: number, remove: (item: T) => void) => {
    if (storage.count(collection) <= max) return;
    storage.transaction(() => {
      const all = storage.list<T>(collection);
      for (const item of all.slice(0, all.length - Math.floor(max * 0.9))) remove(item);
    });
  };
  /** Beacon records stored per kind, kept up to date from one full count. */
  const recordCounts = new Map<RecordKind, number>();
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
      if (due(COLLECTIONS.sessions))
        sweep<SessionRecord>(
          COLLECTIONS.sessions,
          (session) => session.id,
          (session, t) => session.expiresAt <= t,
          (session) => session.expiresAt,
        );
      capOldest<SessionRecord>(COLLECTIONS.sessions, retention.maxSessions, (session) =>
        storage.delete(COLLECTIONS.sessions, session.id),
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
    records(kind) {
      const total = storage.count(COLLECTIONS.records);
      let counted = 0;
      for (const n of recordCounts.values()) counted += n;
      if (counted + 1 === total) recordCounts.set(kind, (recordCounts.get(kind) ?? 0) + 1);
      else {
        // First call, or records written by someone else (another process, a restore): count anew.
        recordCounts.clear();
        for (const record of storage.list<{ kind: RecordKind }>(COLLECTIONS.records))
          recordCounts.set(record.kind, (recordCounts.get(record.kind) ?? 0) + 1);
      }
      const quota = retention.recordQuotas[kind];
      if ((recordCounts.get(kind) ?? 0) <= quota) return;
      // Down to 90%, so a full quota is not swept again at every beacon.
      const keep = Math.floor(quota * 0.9);
      storage.transaction(() => {
        const ofKind = storage
          .list<{ id: string; kind: RecordKind; receivedAt: number }>(COLLECTIONS.records)
          .filter((record) => record.kind === kind)
          .sort((a, b) => a.receivedAt - b.receivedAt);
        for (const record of ofKind.slice(0, Math.max(0, ofKind.length - keep)))
          storage.delete(COLLECTIONS.records, record.id);
        recordCounts.set(kind, Math.min(ofKind.length, keep));
      });
    },
    restockSignUps() {
      capOldest<RestockSignUp>(COLLECTIONS.restock, retention.maxRestockSignUps, (signUp) => {
        storage.delete(COLLECTIONS.restock, signUp.id);
        if (signUp.notifiedOn === null)
          storage.delete(
            COLLECTIONS.restockPending,
            restockPendingKey(signUp.productId, signUp.variantId, signUp.siteVisitorEmail),
          );
      });
    },
    formSubmissions() {
      capOldest<{ id: string }>(COLLECTIONS.formSubmissions, retention.maxFormSubmissions, (submission) =>
        storage.delete(COLLECTIONS.formSubmissions, submission.id),
      );
    },
    newsletter() {
      capOldest<{ email: string }>(COLLECTIONS.newsletter, retention.maxNewsletterEntries, (entry) =>
        storage.delete(COLLECTIONS.newsletter, entry.email.toLowerCase()),
      );
    },
  };
}
