// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnFirst } from '../telemetry/loadOnFirst';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadOnFirst', () => {
  it('loads at the first value, once; values that arrive while it loads are handed over in order', async () => {
    const handled: number[] = [];
    const load = vi.fn(async () => (value: number) => void handled.push(value));
    const lazy = loadOnFirst(load);
    expect(load).not.toHaveBeenCalled();
    lazy(1);
    lazy(2);
    expect(handled).toEqual([]);
    await settle();
    lazy(3);
    expect(handled).toEqual([1, 2, 3]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk missing online is reported; what waited goes with the next try', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handled: string[] = [];
    const load = vi
      .fn<() => Promise<(value: string) => void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue((value) => void handled.push(value));
    const lazy = loadOnFirst(load);
    lazy('first');
    await settle();
    expect(logged).toHaveBeenCalledWith('[storefront] telemetry could not be loaded', expect.any(TypeError));
    lazy('second');
    await settle();
    expect(handled).toEqual(['first', 'second']);
  });

  it('offline, a failed load is quiet and tried again when the browser is back online', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const handled: string[] = [];
    const load = vi
      .fn<() => Promise<(value: string) => void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue((value) => void handled.push(value));
    loadOnFirst(load)('report while offline');
    await settle();
    expect(logged).not.toHaveBeenCalled();
    expect(handled).toEqual([]);
    Reflect.deleteProperty(navigator, 'onLine');
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(handled).toEqual(['report while offline']);
  });
});
