/** The part of `document`/`window` {@link createPageEndLatch} listens to. */
export interface PageEndTarget {
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** One latch over the page's ending: flushes run once per ending. */
export interface PageEndLatch {
  /** Adds a flush run when the page ends; @returns removes it. */
  onPageEnd(flush: () => void): () => void;
  /** Whether the page has ended and not come back. */
  readonly ended: boolean;
  /** Stops listening. */
  dispose(): void;
}

/**
 * Latches the page's end: the first of `visibilitychange` to hidden and `pagehide` runs every
 * flush once (browsers fire both when a tab closes, and mobile ones may fire only the first). The
 * latch opens again when the page is shown again (a tab switched back, a back/forward-cache
 * restore), so a later ending flushes what was gathered since.
 */
export function createPageEndLatch({ doc, win }: PageEndTarget): PageEndLatch {
  const flushes = new Set<() => void>();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    for (const flush of [...flushes]) {
      try {
        flush();
      } catch (error) {
        console.error('[storefront] a telemetry flush failed', error);
      }
    }
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') end();
    else ended = false;
  };
  const onShow = () => {
    ended = false;
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', end);
  win.addEventListener('pageshow', onShow);
  return {
    onPageEnd(flush) {
      flushes.add(flush);
      return () => flushes.delete(flush);
    },
    get ended() {
      return ended;
    },
    dispose() {
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', end);
      win.removeEventListener('pageshow', onShow);
      flushes.clear();
    },
  };
}
