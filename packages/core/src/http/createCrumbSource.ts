/** The answer header in which a backend may hand the crumb to a client that cannot read its cookie. */
export const CRUMB_RESPONSE_HEADER = 'X-CSRF-Token';

/** Options of {@link createCrumbSource}. */
export interface CrumbSourceOptions {
  /** Reads the crumb the page holds (the crumb cookie), or undefined. */
  read: () => string | undefined;
  /** Sends the GET whose answer issues a crumb (its body is ignored); a network failure rejects. */
  fetchCrumb: () => Promise<unknown>;
}

/** Where a client's writes take their CSRF crumb from. */
export interface CrumbSource {
  /** The crumb to send now: the one read from the page, else the one an answer header handed over. */
  current(): string | undefined;
  /** Remembers the crumb of an answer's {@link CRUMB_RESPONSE_HEADER}, when it carries one. */
  noteResponse(response: Response): void;
  /**
   * The crumb for a write: when none is known yet, one GET asks the backend for it first. Writes
   * made meanwhile share that GET; a GET that failed or brought no crumb is tried again by the next
   * write. Rejects with the GET's failure.
   */
  ensure(): Promise<string | undefined>;
  /**
   * A fresh crumb after `refused` was refused: the refusal's own answer may have handed a new one;
   * otherwise one GET asks for it (shared like {@link CrumbSource.ensure}).
   */
  refresh(refused: string | undefined): Promise<string | undefined>;
}

/**
 * Keeps a client's CSRF crumb. A page the backend did not serve (a Vite or Next.js page, another
 * origin) holds no crumb cookie, so the first write would be refused: the client fetches one
 * before it, and fetches a fresh one after a refusal.
 */
export function createCrumbSource(options: CrumbSourceOptions): CrumbSource {
  const { read, fetchCrumb } = options;
  let handed: string | undefined;
  // The page's crumb comes first (same origin it is the cookie the backend checks); once it was
  // refused while the backend handed over another, the handed one comes first.
  let prefersHanded = false;
  let fetching: Promise<string | undefined> | undefined;
  const current = () => (prefersHanded ? (handed ?? read()) : (read() ?? handed));
  const other = (refused: string | undefined) => {
    const fromPage = read();
    if (fromPage && fromPage !== refused) {
      prefersHanded = false;
      return fromPage;
    }
    if (handed && handed !== refused) {
      prefersHanded = true;
      return handed;
    }
    return undefined;
  };
  const fetchOnce = (refused: string | undefined) => {
    fetching ??= fetchCrumb().then(
      () => {
        fetching = undefined;
        return other(refused) ?? current();
      },
      (error: unknown) => {
        fetching = undefined;
        throw error;
      },
    );
    return fetching;
  };
  return {
    current,
    noteResponse(response) {
      const crumb = response.headers.get(CRUMB_RESPONSE_HEADER);
      if (crumb) handed = crumb;
    },
    ensure: () => {
      const crumb = current();
      return crumb ? Promise.resolve(crumb) : fetchOnce(undefined);
    },
    refresh: (refused) => {
      const crumb = other(refused);
      return crumb ? Promise.resolve(crumb) : fetchOnce(refused);
    },
  };
}
