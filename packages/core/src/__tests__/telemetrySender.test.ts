import {
  createPageEndLatch,
  createTelemetrySender,
  failedStatus,
  TELEMETRY_TIMEOUT_MS,
} from '@storefront-widgets/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fetch answering from a list of statuses (or errors), recording each request and when it was made. */
function scriptedFetch(answers: Array<number | Error | { status: number; headers: Record<string, string> }>) {
  const calls: Array<{ at: number; request: Request; body: string }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({ at: Date.now(), request, body: await request.clone().text() });
    const answer = answers.shift() ?? 200;
    if (answer instanceof Error) throw answer;
    const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
    return new Response(status === 204 ? null : '{}', { status, headers });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('telemetry sender', () => {
  const start = Date.UTC(2026, 0, 2);
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts forms form-encoded and JSON as JSON, with extra headers', async () => {
    const { fetch, calls } = scriptedFetch([200, 202]);
    const sender = createTelemetrySender({ fetch, sendBeacon: null });
    expect(
      await sender.post('https://shop.test/a', { form: new URLSearchParams({ event: 'pageView' }) }),
    ).toBe(200);
    expect(
      await sender.post('https://shop.test/b', { json: [1] }, { headers: { 'X-CSRF-Token': 't' } }),
    ).toBe(202);
    expect(calls[0]?.request.headers.get('content-type')).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );
    expect(calls[0]?.body).toBe('event=pageView');
    expect(calls[1]?.request.headers.get('content-type')).toBe('application/json');
    expect(calls[1]?.request.headers.get('x-csrf-token')).toBe('t');
  });

  it('retries 5xx, 408, 429 and network failures with backoff, at most twice', async () => {
    for (const failure of [500, 503, 408, 429, new TypeError('Failed to fetch')]) {
      const { fetch, calls } = scriptedFetch([failure, failure, failure]);
      const sender = createTelemetrySender({ fetch, sendBeacon: null });
      const result = sender.post('https://shop.test/a', { json: {} }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(calls).toHaveLength(3);
      const error = await result;
      expect(error).toBeInstanceOf(Error);
      if (typeof failure === 'number') expect(failedStatus(error)).toBe(failure);
    }
  });

  it('does not retry other refusals, nor a timeout (the hit may have been counted)', async () => {
    const refused = scriptedFetch([400]);
    await expect(
      createTelemetrySender({ fetch: refused.fetch, sendBeacon: null }).post('https://shop.test/a', {
        json: {},
      }),
    ).rejects.toThrow();
    expect(refused.calls).toHaveLength(1);

    const calls: number[] = [];
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        calls.push(Date.now());
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof globalThis.fetch;
    const result = createTelemetrySender({ fetch: hanging, sendBeacon: null })
      .post('https://shop.test/a', { json: {} })
      .catch((error: Error) => error.name);
    await vi.advanceTimersByTimeAsync(TELEMETRY_TIMEOUT_MS);
    expect(await result).toBe('TimeoutError');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toEqual([start]);
  });

  it('waits for Retry-After on 429 and 503', async () => {
    const { fetch, calls } = scriptedFetch([{ status: 503, headers: { 'Retry-After': '2' } }, 200]);
    const sender = createTelemetrySender({ fetch, sendBeacon: null });
    const result = sender.post('https://shop.test/a', { json: {} });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(200);
    expect(calls.map((c) => c.at - start)).toEqual([0, 2000]);
  });

  it('beacons by sendBeacon; when it refuses or is missing, a keepalive request', async () => {
    const beacons: Array<[string, Blob]> = [];
    const { fetch, calls } = scriptedFetch([200, 200]);
    const accepting = createTelemetrySender({
      fetch,
      sendBeacon: (url, data) => beacons.push([url, data as Blob]) > 0,
    });
    expect(await accepting.beacon('https://shop.test/r', { json: [{ a: 1 }] })).toBe('beacon');
    expect(calls).toHaveLength(0);
    expect(beacons[0]?.[1].type).toBe('application/json');
    expect(await beacons[0]?.[1].text()).toBe('[{"a":1}]');

    const refusing = createTelemetrySender({ fetch, sendBeacon: () => false });
    expect(await refusing.beacon('https://shop.test/r', { json: [] })).toBe('request');
    expect(calls[0]?.request.keepalive).toBe(true);
    const missing = createTelemetrySender({ fetch, sendBeacon: null });
    expect(await missing.beacon('https://shop.test/r', { json: [] })).toBe('request');
    expect(calls).toHaveLength(2);
  });
});

describe('page-end latch', () => {
  const page = () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const win = new EventTarget();
    const latch = createPageEndLatch({ doc: doc as unknown as Document, win: win as unknown as Window });
    const hide = () => {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    };
    const show = () => {
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    };
    return { latch, win, hide, show };
  };

  it('flushes once when the page is hidden and then hidden for good (pagehide)', () => {
    const { latch, win, hide } = page();
    const flush = vi.fn();
    latch.onPageEnd(flush);
    hide();
    win.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(1);
    expect(latch.ended).toBe(true);
  });

  it('pagehide alone ends the page; showing it again re-arms the latch', () => {
    const { latch, win, hide, show } = page();
    const flush = vi.fn();
    latch.onPageEnd(flush);
    win.dispatchEvent(new Event('pagehide'));
    show();
    hide();
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('a failing flush does not stop the others; disposed latches do nothing', () => {
    const { latch, win } = page();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    latch.onPageEnd(() => {
      throw new Error('flush failed');
    });
    latch.onPageEnd(second);
    win.dispatchEvent(new Event('pagehide'));
    expect(second).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    latch.dispose();
    win.dispatchEvent(new Event('pageshow'));
    win.dispatchEvent(new Event('pagehide'));
    expect(second).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
