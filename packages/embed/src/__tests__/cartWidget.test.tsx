// @vitest-environment happy-dom
import type { ShoppingCart } from '@storefront-widgets/core';
import { createInPageBackend } from '@storefront-widgets/mock-backend/browser';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../config/readConfig';
import { createRuntime } from '../runtime';
import { mount, prepare } from '../widgets/cart';

afterEach(() => {
  document.body.innerHTML = '';
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the page's own cookies is the point
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

/**
 * A visitor with two art prints in the cart, and the cart page as the server rendered it a moment
 * ago, when the cart held `snapshotQuantity` of them: a fresh runtime (a page load) to mount it in.
 */
async function cartPage(snapshotQuantity: number) {
  const backend = await createInPageBackend();
  const config = { ...DEFAULT_CONFIG, apiBase: backend.origin };
  const earlier = createRuntime(config, { fetch: backend.fetch });
  const { shoppingCart } = await earlier.cartStore
    .getState()
    .addEntry({ itemId: PRODUCT_IDS.poster, sku: 'POSTER-A3', quantity: 2 });
  const [entry] = shoppingCart.entries;
  if (!entry) throw new Error('no entry');
  const snapshot: ShoppingCart = {
    ...shoppingCart,
    entries: [{ ...entry, quantity: snapshotQuantity }],
    totalQuantity: snapshotQuantity,
  };
  const element = document.body.appendChild(document.createElement('div'));
  element.innerHTML = `<script type="application/json" data-cart>${JSON.stringify(snapshot)}</script>`;
  // The page's own calls wait until the test lets them through, so a load can be caught in flight.
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const runtime = createRuntime(config, {
    fetch: async (input, init) => {
      await gate;
      return backend.fetch(input, init);
    },
  });
  await prepare(runtime);
  const quantity = () =>
    (element.querySelector('input[name$="quantity"], input') as HTMLInputElement | null)?.value;
  return { element, runtime, quantity, release };
}

describe('the cart widget in the drop-in', () => {
  it("shows the server's snapshot at once when the page holds no cart", async () => {
    const { element, runtime, quantity, release } = await cartPage(2);
    release();
    const unmount = mount(element, runtime);
    await vi.waitFor(() => expect(quantity()).toBe('2'));
    expect(runtime.cartStore.getState().status).toBe('ready');
    unmount();
  });

  it("fills the start-up load's wait with the snapshot, and the load's answer still replaces it", async () => {
    const { element, runtime, quantity, release } = await cartPage(5);
    const loaded = runtime.cartStore.getState().load();
    expect(runtime.cartStore.getState().status).toBe('loading');
    const unmount = mount(element, runtime);
    // The server-rendered entries do not blank while the page loads the cart.
    await vi.waitFor(() => expect(quantity()).toBe('5'));
    release();
    await loaded;
    await vi.waitFor(() => expect(quantity()).toBe('2'));
    expect(runtime.cartStore.getState()).toMatchObject({ status: 'ready', cart: { totalQuantity: 2 } });
    unmount();
  });
});
