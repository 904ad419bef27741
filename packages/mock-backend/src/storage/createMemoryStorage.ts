import { createRevisions } from './createRevisions';
import type { Storage } from './Storage';

/**
 * Storage in a Map, for tests and the browser (Storybook behind MSW). Documents are kept as JSON
 * text so callers never share objects with the store, exactly like the SQLite storage.
 */
export function createMemoryStorage(): Storage {
  const collections = new Map<string, Map<string, string>>();
  /** Undo log of the running transaction: [collection, id, previous JSON or undefined]. */
  let journal: Array<[string, string, string | undefined]> | null = null;
  // A rolled-back write keeps the revision it gave: a needless recomputation, never a stale one.
  const revisions = createRevisions();

  const collectionOf = (name: string) => {
    let found = collections.get(name);
    if (!found) {
      found = new Map();
      collections.set(name, found);
    }
    return found;
  };
  const remember = (collection: string, id: string) => {
    journal?.push([collection, id, collections.get(collection)?.get(id)]);
  };

  return {
    kind: 'memory',
    get<T>(collection: string, id: string) {
      const text = collections.get(collection)?.get(id);
      return text === undefined ? undefined : (JSON.parse(text) as T);
    },
    put(collection, id, value) {
      remember(collection, id);
      revisions.wrote(collection, id);
      collectionOf(collection).set(id, JSON.stringify(value));
    },
    delete(collection, id) {
      remember(collection, id);
      revisions.wrote(collection, id);
      return collections.get(collection)?.delete(id) ?? false;
    },
    list<T>(collection: string) {
      return [...(collections.get(collection)?.values() ?? [])].map((text) => JSON.parse(text) as T);
    },
    listReceivedBetween<T>(collection: string, from: number, to: number) {
      return [...(collections.get(collection)?.values() ?? [])]
        .map((text) => JSON.parse(text) as T & { receivedAt?: unknown })
        .filter((doc) => typeof doc.receivedAt === 'number' && doc.receivedAt >= from && doc.receivedAt < to);
    },
    count(collection) {
      return collections.get(collection)?.size ?? 0;
    },
    revision: revisions.of,
    transaction(fn) {
      if (journal) return fn();
      journal = [];
      try {
        const result = fn();
        journal = null;
        return result;
      } catch (error) {
        const undo = journal ?? [];
        journal = null;
        for (const [collection, id, previous] of undo.reverse()) {
          if (previous === undefined) collections.get(collection)?.delete(id);
          // Re-inserting an updated document keeps its place: Map.set on an existing key does.
          else collectionOf(collection).set(id, previous);
        }
        throw error;
      }
    },
    close() {},
  };
}
