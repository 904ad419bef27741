/**
 * The backend's storage: named collections of JSON documents keyed by id, listed in insertion
 * order. Every method is synchronous, so a handler that reads, checks and writes inside one
 * `transaction` cannot interleave with another request (JavaScript runs it to completion). A
 * write that returns is visible to every later read; it is on disk once `durable()` resolves,
 * which the server awaits before it answers a request that may have written.
 */
export interface Storage {
  /** The document, or undefined. Returns a copy: mutate it and `put` it back. */
  get<T>(collection: string, id: string): T | undefined;
  /** Inserts or replaces a document; an insert goes to the end of the collection's order. */
  put<T>(collection: string, id: string, value: T): void;
  /** Removes a document. @returns whether it existed. */
  delete(collection: string, id: string): boolean;
  /** Every document of a collection, oldest first. */
  list<T>(collection: string): T[];
  /**
   * The documents of a collection whose `receivedAt` (ms since the epoch) is in `[from, to)`,
   * oldest first. SQLite answers from an index on `(collection, receivedAt)`, so a summary of a
   * few days reads those days' documents only, however many are stored.
   */
  listReceivedBetween<T>(collection: string, from: number, to: number): T[];
  /** Number of documents in a collection. */
  count(collection: string): number;
  /** Runs `fn` atomically: all its writes are stored, or (if it throws) none. */
  transaction<R>(fn: () => R): R;
  /**
   * Resolves once every write made so far is on disk (group commit: the writes of the requests
   * that arrived together share one fsync). Storage without a disk leaves it out.
   */
  durable?(): Promise<void>;
  /**
   * A number that changes whenever the document may have changed: written or deleted through this
   * storage, or (SQLite) anything written to the file by another connection. The same number as
   * before means the document is unchanged, so what was computed from it can be reused. Storage
   * that cannot tell leaves it out.
   */
  revision?(collection: string, id: string): number;
  /** Releases the underlying file, if any. */
  close(): void;
  /** `'memory'` or `'sqlite'`. */
  readonly kind: 'memory' | 'sqlite';
}
