import { mkdirSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { createRevisions } from './createRevisions';
import type { Storage } from './Storage';

/** Effects of {@link createSqliteStorage} a test can watch. */
export interface SqliteStorageOptions {
  /** Flushes an open file to disk. @default `handle.sync()` (fsync) */
  sync?: (handle: FileHandle) => Promise<void>;
  /**
   * How long one read of the file's `data_version` (whether another connection has committed)
   * serves the revisions asked for after it.
   * - `'turn'`: until the end of the synchronous turn (a microtask later), so code that writes
   *   through another connection and then reads through this one, in the same process, sees the
   *   write.
   * - `'loop'`: until the event loop's next check phase (`setImmediate`), for a server whose
   *   revisions are read only while it answers requests: the requests it read from its sockets in
   *   one pass of the loop share one read, and each of them had arrived before that read, so none
   *   is answered from a state older than its arrival. `serverOptionsFromArgs` (the CLI's
   *   servers) opens its file this way.
   * @default 'turn'
   */
  versionReads?: 'turn' | 'loop';
}

/**
 * SQLite file storage (Node only; kept out of the browser entry). WAL journal with
 * `synchronous = NORMAL`, so a commit writes the WAL without waiting for the disk, and group
 * commit: `durable()` fsyncs the WAL once for every write made since the last fsync began (one
 * in flight at a time; the writes that arrive meanwhile wait for the next, together). The server
 * answers a write only after `durable()`, so it acknowledges only writes on disk and a SIGKILL or
 * power loss loses none of them.
 * @param file Database file; its folder is created. `':memory:'` for a throwaway database.
 */
export function createSqliteStorage(file: string, options: SqliteStorageOptions = {}): Storage {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS documents (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    json TEXT NOT NULL,
    UNIQUE (collection, id)
  )`);
  // Time-ranged reads (the analytics summary's days) seek this index instead of scanning.
  db.exec(
    `CREATE INDEX IF NOT EXISTS documents_received ON documents (collection, json_extract(json, '$.receivedAt'))`,
  );
  const getStmt = db.prepare<[string, string], { json: string }>(
    'SELECT json FROM documents WHERE collection = ? AND id = ?',
  );
  const updateStmt = db.prepare<[string, string, string]>(
    'UPDATE documents SET json = ? WHERE collection = ? AND id = ?',
  );
  const insertStmt = db.prepare<[string, string, string]>(
    'INSERT INTO documents (collection, id, json) VALUES (?, ?, ?)',
  );
  const deleteStmt = db.prepare<[string, string]>('DELETE FROM documents WHERE collection = ? AND id = ?');
  const listStmt = db.prepare<[string], { json: string }>(
    'SELECT json FROM documents WHERE collection = ? ORDER BY seq',
  );
  const receivedBetweenStmt = db.prepare<[string, number, number], { json: string }>(
    `SELECT json FROM documents WHERE collection = ? AND json_extract(json, '$.receivedAt') >= ?
     AND json_extract(json, '$.receivedAt') < ? ORDER BY seq`,
  );
  const countStmt = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM documents WHERE collection = ?',
  );

  // Another connection's commit changes the file's data_version; this connection's own do not.
  const dataVersionStmt = db.prepare<[], number>('PRAGMA data_version').pluck();
  let dataVersion = dataVersionStmt.get();
  /**
   * Whether data_version was read in this turn (`versionReads`: a synchronous turn, or a pass of
   * the event loop). One read a turn: an answer asks the revisions of several documents at once (a
   * cart, its products, the site), and the pragma is most of a cached GET cart's own CPU time when
   * read for each (and, on a busy server, a fifth of it once per request). A commit by another
   * connection later in the turn is seen at the next turn's first read: the revisions read
   * meanwhile are the older ones, so at worst a needless recomputation follows, never a stale
   * answer kept.
   */
  let versionReadThisTurn = false;
  const endTurn = () => {
    versionReadThisTurn = false;
  };
  const scheduleEndTurn =
    options.versionReads === 'loop' ? () => setImmediate(endTurn) : () => queueMicrotask(endTurn);
  // A rolled-back write keeps the revision it gave: a needless recomputation, never a stale one.
  const revisions = createRevisions();

  // Wrapped once: better-sqlite3 builds four wrapper functions for every `db.transaction(fn)`.
  const inTransaction = db.transaction((fn: () => unknown) => fn());

  const sync = options.sync ?? ((handle: FileHandle) => handle.sync());
  let wal: Promise<FileHandle> | undefined;
  /** Whether a write was made since the last fsync began. */
  let dirty = false;
  /** The fsync in flight, and the one queued behind it for the writes made since it began. */
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const syncWal = (): Promise<void> => {
    dirty = false;
    wal ??= open(`${file}-wal`, 'r').catch((error: unknown) => {
      wal = undefined;
      throw error;
    });
    const done = wal.then(sync).finally(() => {
      if (running === done) running = undefined;
    });
    running = done;
    return done;
  };
  const written = <R>(result: R): R => {
    dirty = true;
    return result;
  };

  return {
    kind: 'sqlite',
    get<T>(collection: string, id: string) {
      const row = getStmt.get(collection, id);
      return row ? (JSON.parse(row.json) as T) : undefined;
    },
    put(collection, id, value) {
      const json = JSON.stringify(value);
      // Update in place so a document keeps its insertion order.
      if (updateStmt.run(json, collection, id).changes === 0) insertStmt.run(collection, id, json);
      revisions.wrote(collection, id);
      written(undefined);
    },
    delete(collection, id) {
      revisions.wrote(collection, id);
      return written(deleteStmt.run(collection, id).changes > 0);
    },
    list<T>(collection: string) {
      return listStmt.all(collection).map((row) => JSON.parse(row.json) as T);
    },
    listReceivedBetween<T>(collection: string, from: number, to: number) {
      return receivedBetweenStmt.all(collection, from, to).map((row) => JSON.parse(row.json) as T);
    },
    count(collection) {
      return countStmt.get(collection)?.n ?? 0;
    },
    revision(collection, id) {
      if (!versionReadThisTurn) {
        versionReadThisTurn = true;
        scheduleEndTurn();
        const version = dataVersionStmt.get();
        if (version !== dataVersion) {
          dataVersion = version;
          revisions.changedAll();
        }
      }
      return revisions.of(collection, id);
    },
    transaction(fn) {
      if (db.inTransaction) return fn();
      return inTransaction(fn) as ReturnType<typeof fn>;
    },
    durable() {
      if (file === ':memory:' || !dirty) return running ?? Promise.resolve();
      if (!running) return syncWal();
      // After the fsync in flight, failed or not: a failure answers the requests that waited for
      // it, and the next batch tries again.
      queued ??= running
        .catch(() => {})
        .then(() => {
          queued = undefined;
          return syncWal();
        });
      return queued;
    },
    close() {
      if (db.open) db.close();
      void wal?.then((handle) => handle.close()).catch(() => {});
    },
  };
}
