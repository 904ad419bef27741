import { describe, expect, it, vi } from 'vitest';
import { memoizeUntilFailure } from '../loader/memoizeUntilFailure';

describe('memoizeUntilFailure (the runtime chunk load)', () => {
  it('shares one load, and after a failed download tries again at the next call', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('runtime');
    const onStart = vi.fn();
    const getRuntime = memoizeUntilFailure(load, onStart);
    const first = getRuntime();
    expect(getRuntime()).toBe(first);
    await expect(first).rejects.toThrow('Failed to fetch');
    await expect(getRuntime()).resolves.toBe('runtime');
    await expect(getRuntime()).resolves.toBe('runtime');
    expect([load.mock.calls.length, onStart.mock.calls.length]).toEqual([2, 2]);
  });
});
