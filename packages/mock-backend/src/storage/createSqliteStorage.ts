import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Storage } from './Storage';

/**
 * SQLite file storage (Node only; kept out of the browser entry). WAL journal with
 * `synchronous = FULL`: a call that returns has committed to disk, so the server acknowledges only
 * stored writes and a SIGKILL loses none of them.
 * @param file Database file; its folder is created. `':memory:'` for a throwaway database.
 */
export function createSqliteStorage(file: string): Storage {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
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
    },
    delete(collection, id) {
      return deleteStmt.run(collection, id).changes > 0;
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
    transaction(fn) {
      if (db.inTransaction) return fn();
      return db.transaction(fn)();
    },
    close() {
      if (db.open) db.close();
    },
  };
}
