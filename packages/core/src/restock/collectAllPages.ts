/** A cursor page of results (hasNextPage, nextPageCursor). */
export interface CursorPage {
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** Safety bound against a server that never ends pagination. */
const MAX_PAGES = 1000;

/**
 * Follows `nextPageCursor` while `hasNextPage`, concatenating every page's items. Stops on a
 * cursor it has already seen, so a looping server cannot hang the client.
 */
export async function collectAllPages<P extends CursorPage, T>(
  fetchPage: (cursor: string | undefined) => Promise<P>,
  itemsOf: (page: P) => readonly T[],
): Promise<T[]> {
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let pageCount = 0; pageCount < MAX_PAGES; pageCount += 1) {
    const page = await fetchPage(cursor);
    items.push(...itemsOf(page));
    if (!page.hasNextPage || !page.nextPageCursor || seen.has(page.nextPageCursor)) break;
    seen.add(page.nextPageCursor);
    cursor = page.nextPageCursor;
  }
  return items;
}
