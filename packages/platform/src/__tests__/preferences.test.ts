import { ApiError } from '@storefront-widgets/core/http';
import { createCommercePreferences } from '@storefront-widgets/platform/preferences';
import { describe, expect, it, vi } from 'vitest';
import { visitBackend } from './helpers/backend';

const PATH = '/api/v1/commerce-preferences/checkout';

describe('commerce preferences against the reference backend (platform §4, §7)', () => {
  it('loads a namespace once, without the website id, then serves it from the cache', async () => {
    const { client, requests } = await visitBackend('owner');
    await client.put(PATH, { expressCheckout: true, minimumOrderCents: 1000 });
    requests.length = 0;
    const preferences = createCommercePreferences({ client });
    expect(preferences.peek('checkout')).toBeUndefined();
    const [first, second] = await Promise.all([preferences.get('checkout'), preferences.get('checkout')]);
    expect(first).toEqual({ expressCheckout: true, minimumOrderCents: 1000 });
    expect(second).toBe(first);
    expect(await preferences.get('checkout')).toBe(first);
    expect(preferences.peek('checkout')).toBe(first);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${PATH}`]);
  });

  it('sends a set only when a value differs, keeping the other values, then signals listeners to refetch', async () => {
    const { client, requests } = await visitBackend('owner');
    await client.put(PATH, { expressCheckout: true, minimumOrderCents: 1000 });
    const preferences = createCommercePreferences({ client });
    await preferences.get('checkout');
    const refetched: unknown[] = [];
    const unsubscribe = preferences.onChange('checkout', () => {
      void preferences.get('checkout').then((values) => refetched.push(values));
    });
    const otherNamespace = vi.fn();
    preferences.onChange('shipping', otherNamespace);
    requests.length = 0;

    expect(await preferences.set('checkout', { expressCheckout: true })).toBe(false);
    expect(await preferences.set('checkout', { minimumOrderCents: 1000, expressCheckout: true })).toBe(false);
    expect(requests).toEqual([]);

    expect(await preferences.set('checkout', { minimumOrderCents: 2500 })).toBe(true);
    expect(requests).toEqual([
      { method: 'PUT', path: PATH, body: { expressCheckout: true, minimumOrderCents: 2500 } },
    ]);
    await vi.waitFor(() => expect(refetched).toEqual([{ expressCheckout: true, minimumOrderCents: 2500 }]));
    expect(otherNamespace).not.toHaveBeenCalled();
    // A new key differs from the cache too.
    expect(await preferences.set('checkout', { giftWrap: null })).toBe(true);
    unsubscribe();
    expect(await preferences.set('checkout', { giftWrap: 'yes' })).toBe(true);
    expect(refetched).toHaveLength(2);
    // The backend stored it: a fresh cache sees the last values.
    expect(await createCommercePreferences({ client }).get('checkout')).toEqual({
      expressCheckout: true,
      minimumOrderCents: 2500,
      giftWrap: 'yes',
    });
  });

  it('loads before a first set, so the namespace’s other values are not lost', async () => {
    const { client, requests } = await visitBackend('owner');
    await client.put(PATH, { expressCheckout: true });
    requests.length = 0;
    const preferences = createCommercePreferences({ client });
    expect(await preferences.set('checkout', { minimumOrderCents: 500 })).toBe(true);
    expect(requests.map((r) => r.method)).toEqual(['GET', 'PUT']);
    expect(requests[1]?.body).toEqual({ expressCheckout: true, minimumOrderCents: 500 });
  });

  it('reports a failed load to the injected reporter and rethrows it, caching nothing', async () => {
    const { client, requests } = await visitBackend('shopper');
    const reportError = vi.fn();
    const preferences = createCommercePreferences({ client, reportError });
    const failure = await preferences.get('checkout').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'You must be signed in as the store owner.' });
    expect(reportError).toHaveBeenCalledExactlyOnceWith(failure, { namespace: 'checkout', operation: 'get' });
    // Nothing was cached: the next get asks again, and fails again.
    const again = await preferences.get('checkout').catch((error: unknown) => error);
    expect(again).not.toBe(failure);
    expect(reportError).toHaveBeenLastCalledWith(again, { namespace: 'checkout', operation: 'get' });
    expect(requests).toHaveLength(2);
  });

  it('reports a refused set and keeps the cache as the server has it', async () => {
    const { client } = await visitBackend('owner');
    const reportError = vi.fn();
    const preferences = createCommercePreferences({ client, reportError });
    const before = await preferences.get('checkout');
    const listener = vi.fn();
    preferences.onChange('checkout', listener);
    const nested = { layout: { columns: 2 } } as unknown as Record<string, string>;
    await expect(preferences.set('checkout', nested)).rejects.toMatchObject({
      status: 400,
      message: '"layout" must be a string, number, boolean or null.',
    });
    expect(reportError).toHaveBeenCalledWith(expect.any(ApiError), {
      namespace: 'checkout',
      operation: 'set',
    });
    expect(preferences.peek('checkout')).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reports to the console when no reporter is injected', async () => {
    const { client } = await visitBackend('nobody');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(createCommercePreferences({ client }).get('checkout')).rejects.toMatchObject({
      status: 401,
    });
    expect(consoleError).toHaveBeenCalledWith('[storefront]', expect.any(ApiError), {
      namespace: 'checkout',
      operation: 'get',
    });
  });
});
