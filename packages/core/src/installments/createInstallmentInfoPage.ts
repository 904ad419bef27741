import { createStore } from 'zustand/vanilla';
import { trackSubscriptions } from '../store/trackSubscriptions';

/**
 * The installment info page's load: not asked for yet, on its way, its HTML, or failed (the next
 * `open()` asks again).
 */
export type InstallmentInfoPageState =
  | { status: 'idle' | 'loading' | 'failed'; html: null }
  | { status: 'loaded'; html: string };

/** Options of {@link createInstallmentInfoPage}. */
export interface InstallmentInfoPageOptions {
  /** The info page's address (`installmentInfoUrl`); '' when the offer has none. */
  url: string;
  /** Loads the page's HTML. @default fetch(url), refusing an answer other than 2xx */
  load?: (url: string) => Promise<string>;
}

/** The info page controller a view binds to. */
export interface InstallmentInfoPage {
  getState(): InstallmentInfoPageState;
  /** Subscribes to state changes; returns the unsubscribe function. */
  subscribe(listener: (state: InstallmentInfoPageState) => void): () => void;
  /**
   * Loads the page, unless it is loaded or on its way (the info dialog opens). A failure is only
   * logged, `[storefront]`-prefixed with the address; the next call tries again.
   */
  open(): void;
  /** Takes a later render's options (another address loads at the next `open()`). */
  setOptions(options: InstallmentInfoPageOptions): void;
  /** Drops listeners; an answer arriving later changes nothing. */
  destroy(): void;
}

const IDLE: InstallmentInfoPageState = { status: 'idle', html: null };

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/**
 * The installment info dialog's content: the locale's static page, loaded when the shopper first
 * opens the dialog rather than with the pill. State is a zustand/vanilla store; the loader is
 * injected.
 */
export function createInstallmentInfoPage(initial: InstallmentInfoPageOptions): InstallmentInfoPage {
  let options = initial;
  let loadedUrl = '';
  let isDestroyed = false;
  const store = createStore<InstallmentInfoPageState>()(() => IDLE);
  const subscriptions = trackSubscriptions(store);
  const settle = (url: string, next: InstallmentInfoPageState) => {
    if (!isDestroyed && url === loadedUrl) store.setState(next, true);
  };
  return {
    getState: store.getState,
    subscribe: subscriptions.subscribe,
    open() {
      const { url, load = fetchText } = options;
      const { status } = store.getState();
      if (url === loadedUrl && (status === 'loading' || status === 'loaded')) return;
      loadedUrl = url;
      store.setState({ status: 'loading', html: null }, true);
      load(url).then(
        (html) => settle(url, { status: 'loaded', html }),
        (error: unknown) => {
          // Storefront: a page that fails to load is only logged; the dialog stays usable.
          console.error(`[storefront] Unable to load the installment info page ${url}`, error);
          settle(url, { status: 'failed', html: null });
        },
      );
    },
    setOptions(next) {
      options = next;
    },
    destroy() {
      isDestroyed = true;
      subscriptions.unsubscribeAll();
    },
  };
}
