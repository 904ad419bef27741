// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from '../loader/onFirstInteraction';
import { type IdleWindow, onIdle } from '../loader/onIdle';

afterEach(() => {
  vi.useRealTimers();
});

describe('onFirstInteraction', () => {
  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('calls back once, at the first %s', (type) => {
    const callback = vi.fn();
    onFirstInteraction(callback, document);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('ignores what is not an interaction, and stops listening when asked', () => {
    const callback = vi.fn();
    const stop = onFirstInteraction(callback, document);
    document.body.dispatchEvent(new Event('mousemove', { bubbles: true }));
    stop();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('onIdle', () => {
  it('uses requestIdleCallback with a 2 s limit, and cancels it', () => {
    const requests: [() => void, IdleRequestOptions | undefined][] = [];
    const cancelled: number[] = [];
    const win = {
      setTimeout: () => 0,
      clearTimeout: () => undefined,
      requestIdleCallback: (callback: () => void, options?: IdleRequestOptions) =>
        requests.push([callback, options]),
      cancelIdleCallback: (handle: number) => cancelled.push(handle),
    } as unknown as IdleWindow;
    const callback = vi.fn();
    const cancel = onIdle(callback, win);
    expect(requests[0]?.[1]).toEqual({ timeout: 2000 });
    requests[0]?.[0]();
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('falls back to a 200 ms timeout where the browser has no idle callbacks', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const callback = vi.fn();
    onIdle(callback, { setTimeout, clearTimeout } as unknown as IdleWindow);
    vi.advanceTimersByTime(199);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
