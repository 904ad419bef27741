// @vitest-environment happy-dom
import type { ShoppingCart } from '@storefront-widgets/core';
import { createInPageBackend } from '@storefront-widgets/mock-backend/browser';
import { describe, expect, it, vi } from 'vitest';
import { installGlobalApi } from '../api/globalApi';
import { DEFAULT_CONFIG } from '../config/readConfig';
import { createRuntime } from '../runtime';

describe('window.Storefront and the DOM events', () => {
  it('adds through the API, tells subscribers and dispatches storefront:cart-updated', async () => {
    const backend = await createInPageBackend();
    const runtime = createRuntime({ ...DEFAULT_CONFIG, apiBase: backend.origin }, { fetch: backend.fetch });
    const api = installGlobalApi(async () => runtime);
    expect(window.Storefront).toBe(api);
    expect(await api.cart.get()).toBeNull();

    const seen: Array<ShoppingCart | null> = [];
    const unsubscribe = await api.subscribe((cart) => seen.push(cart));
    const events: CustomEvent[] = [];
    const onUpdated = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('storefront:cart-updated', onUpdated);

    const { shoppingCart, newlyAdded } = await api.cart.add({
      itemId: 'prod-poster',
      sku: 'POSTER-A3',
      quantity: 2,
    });
    expect(newlyAdded.quantity).toBe(2);
    expect(shoppingCart.totalQuantity).toBe(2);
    expect(seen.map((cart) => cart?.totalQuantity)).toEqual([2]);
    expect(events.map((event) => event.detail.cart.totalQuantity)).toEqual([2]);
    expect((await api.cart.get())?.totalQuantity).toBe(2);

    unsubscribe();
    await api.cart.add({ itemId: 'prod-poster', sku: 'POSTER-A3' });
    expect(seen).toHaveLength(1);
    expect((await api.cart.load()).totalQuantity).toBe(3);
    document.removeEventListener('storefront:cart-updated', onUpdated);
  });

  it('rejects a bad add with the server message and changes nothing', async () => {
    const backend = await createInPageBackend();
    const runtime = createRuntime({ ...DEFAULT_CONFIG, apiBase: backend.origin }, { fetch: backend.fetch });
    const api = installGlobalApi(async () => runtime);
    const listener = vi.fn();
    await api.subscribe(listener);
    await expect(api.cart.add({ itemId: 'prod-tee', sku: 'TEE-M-BLK', quantity: 1 })).rejects.toMatchObject({
      status: 400,
      message: 'Sorry, we do not have enough of that item available.',
    });
    expect(listener).not.toHaveBeenCalled();
  });
});
