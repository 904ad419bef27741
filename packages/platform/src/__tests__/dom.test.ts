// @vitest-environment happy-dom
import {
  DOM_SETTLE_QUIET_MS,
  DOM_SETTLE_TIMEOUT_MS,
  waitForDomSettle,
} from '@storefront-widgets/platform/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('the DOM settle helper (platform §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main id="root"><p>Loading…</p></main>';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const root = () => document.getElementById('root') as HTMLElement;
  /** Lets the MutationObserver deliver its records (a microtask) without moving the clock. */
  const flushMutations = () => vi.advanceTimersByTimeAsync(0);

  it('waits 3000 ms overall and 100 ms of quiet by default', () => {
    expect([DOM_SETTLE_TIMEOUT_MS, DOM_SETTLE_QUIET_MS]).toEqual([3000, 100]);
  });

  it('settles 100 ms after the last change', async () => {
    const outcome = vi.fn();
    void waitForDomSettle(root()).then(outcome);
    await vi.advanceTimersByTimeAsync(60);
    root().append(document.createElement('section'));
    await flushMutations();
    await vi.advanceTimersByTimeAsync(60);
    root().setAttribute('data-state', 'ready');
    await flushMutations();
    await vi.advanceTimersByTimeAsync(99);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledExactlyOnceWith('settled');
  });

  it('settles after 100 ms when nothing changes at all', async () => {
    const outcome = vi.fn();
    void waitForDomSettle(root()).then(outcome);
    await vi.advanceTimersByTimeAsync(99);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith('settled');
  });

  it('gives up at 3000 ms while changes keep coming, and stops observing', async () => {
    const outcome = vi.fn();
    void waitForDomSettle(root()).then(outcome);
    const paragraph = root().querySelector('p') as HTMLElement;
    for (let elapsed = 0; elapsed < 3000; elapsed += 50) {
      paragraph.textContent = `Loading ${elapsed}`;
      await flushMutations();
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(outcome).toHaveBeenCalledExactlyOnceWith('timeout');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes its own timeout and quiet period', async () => {
    const outcome = vi.fn();
    void waitForDomSettle(root(), { timeout: 500, quietPeriod: 400 }).then(outcome);
    await vi.advanceTimersByTimeAsync(300);
    root().append('more');
    await flushMutations();
    await vi.advanceTimersByTimeAsync(200);
    expect(outcome).toHaveBeenCalledWith('timeout');
  });
});
