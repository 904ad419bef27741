import { type Clock, systemClock } from '@storefront-widgets/core/clock';

/** Overall limit of {@link waitForDomSettle}. Unit: ms. */
export const DOM_SETTLE_TIMEOUT_MS = 3000;
/** How long the DOM must stay unchanged to count as settled. Unit: ms. */
export const DOM_SETTLE_QUIET_MS = 100;

/** Options of {@link waitForDomSettle}. */
export interface DomSettleOptions {
  /** Give up after this long. Unit: ms. @default 3000 */
  timeout?: number;
  /** Settled once no mutation happened for this long. Unit: ms. @default 100 */
  quietPeriod?: number;
  /** Timers. @default the platform's */
  clock?: Clock;
  /** @default globalThis.MutationObserver */
  MutationObserver?: typeof MutationObserver;
}

/** How the wait ended: quiet for the quiet period, or cut off by the overall timeout. */
export type DomSettleResult = 'settled' | 'timeout';

/**
 * Resolves once `root` and its subtree (children, attributes, text) have not changed for the quiet
 * period, or when the overall timeout passes first; e.g. before measuring a page a template
 * is still rendering into.
 */
export function waitForDomSettle(root: Node, options: DomSettleOptions = {}): Promise<DomSettleResult> {
  const {
    timeout = DOM_SETTLE_TIMEOUT_MS,
    quietPeriod = DOM_SETTLE_QUIET_MS,
    clock = systemClock,
    MutationObserver: Observer = globalThis.MutationObserver,
  } = options;
  return new Promise((resolve) => {
    let quietTimer: unknown;
    const finish = (result: DomSettleResult) => {
      observer.disconnect();
      clock.clearTimeout(quietTimer);
      clock.clearTimeout(overallTimer);
      resolve(result);
    };
    const restartQuietPeriod = () => {
      clock.clearTimeout(quietTimer);
      quietTimer = clock.setTimeout(() => finish('settled'), quietPeriod);
    };
    const observer = new Observer(restartQuietPeriod);
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    const overallTimer = clock.setTimeout(() => finish('timeout'), timeout);
    restartQuietPeriod();
  });
}
