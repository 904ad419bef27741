import {
  createScrollTween,
  DEFAULT_SCROLL_DURATION_MS,
  DEFAULT_SCROLL_OFFSET,
  MIN_SCROLL_DURATION_MS,
  type ScrollWindow,
  scrollToElement,
} from '@storefront-widgets/platform/scroll';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A window whose scroll position is recorded, and 16 ms frames on the fake clock. */
function fakePage(scrollY = 0) {
  const positions: number[] = [];
  const win: ScrollWindow & { scrollY: number } = {
    scrollY,
    scrollTo(_x, y) {
      win.scrollY = y;
      positions.push(y);
    },
  };
  return {
    win,
    positions,
    options: { window: win, now: () => Date.now(), requestFrame: (step: () => void) => setTimeout(step, 16) },
  };
}

describe('the scroll tween (platform §5, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to 300 ms, a 50 ms shortest scroll and a 30 px offset', () => {
    expect([DEFAULT_SCROLL_DURATION_MS, MIN_SCROLL_DURATION_MS, DEFAULT_SCROLL_OFFSET]).toEqual([
      300, 50, 30,
    ]);
  });

  it('eases from the current position to the target in 300 ms', async () => {
    const page = fakePage(100);
    const tween = createScrollTween(1100, page.options);
    const done = vi.fn();
    void tween.finished.then(done);
    await vi.advanceTimersByTimeAsync(150);
    expect(page.win.scrollY).toBeGreaterThan(100);
    expect(page.win.scrollY).toBeLessThan(1100);
    await vi.advanceTimersByTimeAsync(140);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30);
    expect(page.win.scrollY).toBe(1100);
    expect(done).toHaveBeenCalledWith(true);
    // Monotonic: never overshoots or goes back.
    expect([...page.positions].sort((a, b) => a - b)).toEqual(page.positions);
  });

  it('raises a shorter duration to 50 ms', async () => {
    const page = fakePage();
    const done = vi.fn();
    void createScrollTween(500, { ...page.options, duration: 0 }).finished.then(done);
    await vi.advanceTimersByTimeAsync(48);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(16);
    expect(done).toHaveBeenCalledWith(true);
    expect(page.win.scrollY).toBe(500);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '300'])('requires a finite duration, not %s', (duration) => {
    expect(() => createScrollTween(0, { ...fakePage().options, duration: duration as number })).toThrow(
      new TypeError('Tween duration must be a finite number.'),
    );
  });

  it('stops where it is when cancelled', async () => {
    const page = fakePage();
    const tween = createScrollTween(1000, page.options);
    await vi.advanceTimersByTimeAsync(100);
    tween.cancel();
    const at = page.win.scrollY;
    await vi.advanceTimersByTimeAsync(500);
    expect(page.win.scrollY).toBe(at);
    await expect(tween.finished).resolves.toBe(false);
  });

  it('scrolls an element to 30 px below the top of the window', async () => {
    const page = fakePage(200);
    const element = { getBoundingClientRect: () => ({ top: 400 }) } as Element;
    void scrollToElement(element, page.options);
    await vi.advanceTimersByTimeAsync(320);
    expect(page.win.scrollY).toBe(200 + 400 - 30);
    void scrollToElement(element, { ...page.options, offset: 0 });
    await vi.advanceTimersByTimeAsync(320);
    expect(page.win.scrollY).toBe(570 + 400);
  });
});
