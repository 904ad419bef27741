/** A handler whose code loads at its first call (or at {@link LazyHandler.load}). */
export interface LazyHandler<T> {
  /** Hands `value` over: at once when the code is there, else once it has loaded, in order. */
  (value: T): void;
  /** Starts loading the code ahead of the first value (a page that will surely need it). */
  load(): void;
}

/**
 * Defers part of the telemetry to a chunk loaded when it is first needed: values that arrive
 * while the chunk loads wait in a queue and are handed over in order, so the first error or
 * click that triggered the load is not lost. A chunk that cannot load is reported; the values
 * stay queued and the next call tries again, or, when the browser is offline, its return online.
 * @param load imports the chunk and starts its part, resolving with its handler.
 */
export function loadOnFirst<T>(load: () => Promise<(value: T) => void>): LazyHandler<T> {
  let handle: ((value: T) => void) | null = null;
  let loading = false;
  const queue: T[] = [];
  const start = () => {
    if (loading) return;
    loading = true;
    load().then(
      (loaded) => {
        handle = loaded;
        for (const value of queue.splice(0)) loaded(value);
      },
      (error: unknown) => {
        loading = false;
        // Offline, the queue waits for the connection to come back (the shopper's add-to-cart
        // alert already says so); a chunk missing online is a fault of the site's.
        if (globalThis.navigator?.onLine === false)
          globalThis.addEventListener('online', start, { once: true });
        else console.error('[storefront] telemetry could not be loaded', error);
      },
    );
  };
  const lazy = (value: T) => {
    if (handle) return handle(value);
    queue.push(value);
    start();
  };
  lazy.load = start;
  return lazy;
}
