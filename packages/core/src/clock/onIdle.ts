/** The part of `window` {@link onIdle} uses. */
export type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/**
 * Calls `callback` once the browser is idle: `requestIdleCallback`, at most `timeout` ms away, or
 * a plain timeout of 200 ms where there is none (Safari before 18). The drop-in's loader warms its
 * chunks with it, and `AddToCartButton` preloads its click's code with it.
 * @example
 * useEffect(() => onIdle(cart.preload), [cart.preload]);
 * @param win the window whose idle time it waits for. @default window
 * @param timeout longest wait in ms. @default 2000
 * @returns cancels the call.
 */
export function onIdle(callback: () => void, win: IdleWindow = window, timeout = 2000): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(() => callback(), { timeout });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(callback, 200);
  return () => win.clearTimeout(handle);
}
