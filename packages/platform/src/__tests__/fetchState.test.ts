import {
  createFetchState,
  fetchStateMachine,
  initialFetchState,
} from '@storefront-widgets/platform/fetchState';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visitBackend } from './helpers/backend';

describe('the generic fetch transitions (platform §4)', () => {
  it('goes pending (loading, no error), then success (data) or failed (error)', () => {
    const idle = initialFetchState<number>();
    expect(idle).toEqual({ status: 'idle', isLoading: false, data: undefined, error: undefined });
    const pending = fetchStateMachine(idle, { type: 'start' });
    expect(pending).toEqual({ status: 'pending', isLoading: true, data: undefined, error: undefined });
    expect(fetchStateMachine(pending, { type: 'succeed', data: 7 })).toEqual({
      status: 'success',
      isLoading: false,
      data: 7,
      error: undefined,
    });
    const error = new Error('boom');
    const failed = fetchStateMachine(pending, { type: 'fail', error });
    expect(failed).toEqual({ status: 'failed', isLoading: false, data: undefined, error });
    // A refetch clears the error and keeps the last data.
    const refetch = fetchStateMachine({ ...failed, data: 3 }, { type: 'start' });
    expect(refetch).toEqual({ status: 'pending', isLoading: true, data: 3, error: undefined });
  });
});

describe('createFetchState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const later = <T>(ms: number, outcome: () => T) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => {
        try {
          resolve(outcome());
        } catch (error) {
          reject(error);
        }
      }, ms),
    );

  it('publishes every state to subscribers', async () => {
    const store = createFetchState(() => later(200, () => ({ id: 1 })));
    const seen: string[] = [];
    store.subscribe((state) => seen.push(state.status));
    const result = store.fetch();
    expect(store.getState().isLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(199);
    expect(store.getState().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ id: 1 });
    expect(store.getState()).toMatchObject({ status: 'success', data: { id: 1 } });
    expect(seen).toEqual(['pending', 'success']);
  });

  it('stores the error and logs it when no handler is given', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('offline');
    const store = createFetchState(() =>
      later(50, () => {
        throw error;
      }),
    );
    const result = store.fetch();
    await vi.advanceTimersByTimeAsync(50);
    await expect(result).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ status: 'failed', error });
    expect(consoleError).toHaveBeenCalledWith('[storefront] Fetch failed', error);
  });

  it('hands the error to the handler instead of logging it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const error = new Error('offline');
    const store = createFetchState(() => Promise.reject(error), { onError });
    await store.fetch();
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(store.getState().error).toBe(error);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps only the latest of overlapping fetches', async () => {
    let call = 0;
    const store = createFetchState(() => {
      call += 1;
      const n = call;
      return later(n === 1 ? 300 : 100, () => n);
    });
    const first = store.fetch();
    const second = store.fetch();
    await vi.advanceTimersByTimeAsync(100);
    await expect(second).resolves.toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(first).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ status: 'success', data: 2 });
  });
});

describe('createFetchState against the reference backend', () => {
  it('loads the website context, and stores the ApiError of a refused call', async () => {
    const { client } = await visitBackend('nobody');
    const website = createFetchState(() => client.get<{ websiteId: string }>('/api/website'));
    await website.fetch();
    expect(website.getState()).toMatchObject({ status: 'success', data: { websiteId: 'site-demo' } });
    const onError = vi.fn();
    const headerFooter = createFetchState(() => client.get('/api/site-header-footer'), { onError });
    await headerFooter.fetch();
    expect(headerFooter.getState()).toMatchObject({ status: 'failed', error: { status: 401 } });
    expect(onError).toHaveBeenCalledOnce();
  });
});
