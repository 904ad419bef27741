/** The shortest URL id a store title may give; shorter ones use the fallback title. */
export const MIN_STORE_URL_ID_LENGTH = 3;

/** Options of {@link deriveStoreUrlId}. */
export interface DeriveStoreUrlIdOptions {
  /** URL ids already used by the site's stores. @default none */
  taken?: Iterable<string>;
  /** Used when the title gives an empty id or one under 3 characters. @default 'Store' */
  fallbackTitle?: string;
}

/** Lower case, accents dropped, every run of other characters a single dash, no dash at either end. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The URL id of a new store: derived from the store title; when that is empty or
 * under 3 characters, from the fallback store title; when it is already among the store URLs,
 * '-N' is appended with the next unused number, counting from 1.
 */
export function deriveStoreUrlId(title: string, options: DeriveStoreUrlIdOptions = {}): string {
  const taken = new Set(options.taken ?? []);
  let base = slugify(title);
  if (base.length < MIN_STORE_URL_ID_LENGTH) base = slugify(options.fallbackTitle ?? 'Store');
  if (!taken.has(base)) return base;
  let suffix = 1;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
