import { type CartRecord, COLLECTIONS, SITE_ID } from '../seed/records';

/** A cart's answer text and the revision of every document it was computed from. */
interface CachedAnswer {
  revisions: Array<[collection: string, id: string, revision: number]>;
  text: string;
}

/** Answers of GET cart kept while nothing they were computed from changes. */
export interface WireCache {
  /**
   * The cart's answer: the cached text when the cart, its entries' products, its coupons and the
   * site are unchanged since it was rendered; otherwise `load`s the cart, `render`s it and keeps
   * the text. Undefined (nothing kept) when `load` finds no open cart.
   */
  answer(
    cartId: string,
    load: () => CartRecord | undefined,
    render: (cart: CartRecord) => string,
  ): string | undefined;
}

/** Carts whose answers are kept at most; the least recently rendered go first. @default 1000 */
export const MAX_CACHED_CARTS = 1000;

/**
 * A cache of carts' wire forms (the JSON text of GET cart), so an unchanged cart is not parsed,
 * totalled and serialised again on every read.
 * @param revisionOf the storage's `revision`: a document's revision, read before the
 *   document itself, so a change made in between leaves an older revision and is never missed.
 */
export function createWireCache(
  revisionOf: (collection: string, id: string) => number,
  maxCarts = MAX_CACHED_CARTS,
): WireCache {
  const answers = new Map<string, CachedAnswer>();
  const isCurrent = ({ revisions }: CachedAnswer) =>
    revisions.every(([collection, id, revision]) => revisionOf(collection, id) === revision);
  const noteRevision = (revisions: CachedAnswer['revisions'], collection: string, id: string) => {
    revisions.push([collection, id, revisionOf(collection, id)]);
  };
  return {
    answer(cartId, load, render) {
      const cached = answers.get(cartId);
      if (cached && isCurrent(cached)) return cached.text;
      answers.delete(cartId);
      const revisions: CachedAnswer['revisions'] = [];
      noteRevision(revisions, COLLECTIONS.carts, cartId);
      noteRevision(revisions, COLLECTIONS.site, SITE_ID);
      const cart = load();
      if (!cart) return undefined;
      for (const entry of cart.entries) noteRevision(revisions, COLLECTIONS.products, entry.itemId);
      for (const code of cart.coupons) noteRevision(revisions, COLLECTIONS.coupons, code);
      const text = render(cart);
      if (answers.size >= maxCarts) answers.delete(answers.keys().next().value as string);
      answers.set(cartId, { revisions, text });
      return text;
    },
  };
}
