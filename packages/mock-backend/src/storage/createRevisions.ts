/**
 * Documents' revisions, for {@link Storage.revision}: each document's is the write counter's value
 * at its last write or delete through this storage; documents not touched since the last
 * {@link Revisions.changedAll} share one value.
 */
export interface Revisions {
  /** Records a write or a delete of a document. */
  wrote(collection: string, id: string): void;
  /** The document's revision. */
  of(collection: string, id: string): number;
  /** Every document may have changed (another connection wrote the database): new revisions for all. */
  changedAll(): void;
}

/**
 * Documents remembered at most (a delete is remembered too); past it every revision changes at
 * once, which costs a recomputation and keeps memory bounded under a flood of writes.
 */
export const MAX_REVISIONS = 100_000;

/** Revisions of one storage's documents. */
export function createRevisions(maxDocuments = MAX_REVISIONS): Revisions {
  let counter = 0;
  /** The revision of every document not written since the last `changedAll`. */
  let untouched = 0;
  const byDocument = new Map<string, number>();
  const changedAll = () => {
    byDocument.clear();
    counter += 1;
    untouched = counter;
  };
  return {
    wrote(collection, id) {
      if (byDocument.size >= maxDocuments) changedAll();
      counter += 1;
      byDocument.set(`${collection}\u0000${id}`, counter);
    },
    of(collection, id) {
      return byDocument.get(`${collection}\u0000${id}`) ?? untouched;
    },
    changedAll,
  };
}
