import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAfterNextPaint } from '../telemetry/afterNextPaint';

/** A window whose frames come when the test says, and a page-end latch the test ends. */
function setup() {
  const frames: Array<() => void> = [];
  const win = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
  } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout'>;
  const flushes: Array<() => void> = [];
  const latch = {
    onPageEnd: (flush: () => void) => {
      flushes.push(flush);
      return () => {};
    },
  };
  const afterNextPaint = createAfterNextPaint(win, latch);
  return {
    afterNextPaint,
    paint: () => {
      for (const frame of frames.splice(0)) frame();
    },
    endPage: () => {
      for (const flush of flushes) flush();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createAfterNextPaint', () => {
  it('runs a job in a task after the next frame, not in the click', () => {
    const { afterNextPaint, paint } = setup();
    const job = vi.fn();
    afterNextPaint(job);
    vi.advanceTimersByTime(0);
    expect(job).not.toHaveBeenCalled();
    paint();
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(job).toHaveBeenCalledOnce();
    paint();
    vi.advanceTimersByTime(1000);
    expect(job).toHaveBeenCalledOnce();
  });

  it('runs a waiting job at once when the page ends (a click that leaves the page still sends)', () => {
    const { afterNextPaint, paint, endPage } = setup();
    const job = vi.fn();
    afterNextPaint(job);
    endPage();
    expect(job).toHaveBeenCalledOnce();
    paint();
    vi.advanceTimersByTime(0);
    endPage();
    expect(job).toHaveBeenCalledOnce();
  });
});
