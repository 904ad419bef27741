/** Default length of a scroll. Unit: ms. */
export const DEFAULT_SCROLL_DURATION_MS = 300;
/**
 * The shortest scroll (the platform gives 50 ms as the duration bound): shorter requests are
 * raised to it so a scroll is never a jump. Unit: ms.
 */
export const MIN_SCROLL_DURATION_MS = 50;
/** Space left above the target when scrolling to it. Unit: CSS px. */
export const DEFAULT_SCROLL_OFFSET = 30;

/** The page the tween scrolls. */
export interface ScrollWindow {
  readonly scrollY: number;
  scrollTo(x: number, y: number): void;
}

/** Options of {@link scrollToElement} and {@link createScrollTween}. */
export interface ScrollTweenOptions {
  /** Length of the scroll. Must be a finite number. Unit: ms. @default 300 */
  duration?: number;
  /** Space above the target. Unit: CSS px. @default 30 */
  offset?: number;
  /** @default globalThis.window */
  window?: ScrollWindow;
  /** The next animation frame. @default requestAnimationFrame */
  requestFrame?: (callback: () => void) => unknown;
  /** Current time in ms. @default performance.now */
  now?: () => number;
}

/** A running scroll. */
export interface ScrollTween {
  /** Resolves true when the scroll reached its target, false when cancelled. */
  readonly finished: Promise<boolean>;
  /** Stops where it is. */
  cancel(): void;
}

/** Ease in and out (cubic): slow start, fast middle, slow end. */
const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls the window vertically to `targetY` over the duration.
 * @throws TypeError 'Tween duration must be a finite number.'
 */
export function createScrollTween(targetY: number, options: ScrollTweenOptions = {}): ScrollTween {
  const duration = options.duration ?? DEFAULT_SCROLL_DURATION_MS;
  if (typeof duration !== 'number' || !Number.isFinite(duration)) {
    throw new TypeError('Tween duration must be a finite number.');
  }
  const length = Math.max(MIN_SCROLL_DURATION_MS, duration);
  const win = options.window ?? (globalThis.window as ScrollWindow);
  const now = options.now ?? (() => performance.now());
  const requestFrame = options.requestFrame ?? ((callback) => requestAnimationFrame(() => callback()));
  const startY = win.scrollY;
  const startedAt = now();
  let cancelled = false;
  let settle: (reached: boolean) => void = () => {};
  const finished = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  const step = () => {
    if (cancelled) return;
    const progress = Math.min(1, (now() - startedAt) / length);
    win.scrollTo(0, startY + (targetY - startY) * easeInOutCubic(progress));
    if (progress < 1) requestFrame(step);
    else settle(true);
  };
  requestFrame(step);
  return {
    finished,
    cancel() {
      if (cancelled) return;
      cancelled = true;
      settle(false);
    },
  };
}

/**
 * Scrolls so `element`'s top sits `offset` px below the top of the window (e.g. to a form after
 * it submitted), over 300 ms by default.
 */
export function scrollToElement(element: Element, options: ScrollTweenOptions = {}): ScrollTween {
  const win = options.window ?? (globalThis.window as ScrollWindow);
  const top = element.getBoundingClientRect().top + win.scrollY;
  return createScrollTween(Math.max(0, top - (options.offset ?? DEFAULT_SCROLL_OFFSET)), {
    ...options,
    window: win,
  });
}
