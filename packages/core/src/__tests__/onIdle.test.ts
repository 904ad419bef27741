import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IdleWindow, onIdle } from '../clock/onIdle';

afterEach(() => {
  vi.useRealTimers();
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
