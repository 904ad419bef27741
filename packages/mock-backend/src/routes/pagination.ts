import { fieldError } from '../http/httpError';

/** Default and maximum page sizes of the restock listings. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** An opaque cursor for the item at `offset`. */
export function encodeCursor(offset: number): string {
  return btoa(`offset:${offset}`).replace(/=+$/, '');
}

/** The offset a cursor names; absent means 0, anything unreadable is a 400 naming `cursor`. */
export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  let text = '';
  try {
    text = atob(cursor);
  } catch {
    // fall through to the error below
  }
  const match = /^offset:(\d{1,9})$/.exec(text);
  if (!match) throw fieldError('cursor', '"cursor" is not a cursor this server issued.');
  return Number(match[1]);
}

/** The page size from a `limit` query value. */
export function readLimit(limit: string | undefined): number {
  if (limit === undefined) return PAGE_SIZE;
  const n = Number(limit);
  if (!/^\d+$/.test(limit) || n < 1 || n > MAX_PAGE_SIZE)
    throw fieldError('limit', `"limit" must be an integer from 1 to ${MAX_PAGE_SIZE}.`);
  return n;
}

/** One page of `items` starting at the cursor. */
export function paginate<T>(items: T[], cursor: string | undefined, limit: string | undefined) {
  const offset = decodeCursor(cursor);
  const size = readLimit(limit);
  const page = items.slice(offset, offset + size);
  const hasNextPage = offset + size < items.length;
  return { page, hasNextPage, nextPageCursor: hasNextPage ? encodeCursor(offset + size) : null };
}
