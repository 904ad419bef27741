import {
  ApiError,
  cartQuantityLabel,
  cartQuantityText,
  createCartApi,
  createCartStore,
  createEmptyCart,
  createLazyCartStore,
  type HttpClient,
  quantityInCart,
  type ShoppingCart,
  selectPill,
  shouldLoadCartAtStart,
} from '@storefront-widgets/core';
import { PRODUCT_IDS } from '@storefront-widgets/mock-backend';
import { describe, expect, it } from 'vitest';
import { messages } from './helpers/fixtures';
import { createTestShop } from './helpers/testShop';

describe('shouldLoadCartAtStart', () => {
  it('loads only when authenticated, has-cart is true, or a cart cookie exists', () => {
    expect(shouldLoadCartAtStart({ isAuthenticated: true, hasCartCookie: false })).toBe(true);
    expect(shouldLoadCartAtStart({ isAuthenticated: false, hasCartCookie: true })).toBe(true);
    expect(shouldLoadCartAtStart({ isAuthenticated: false, hasCartCookie: false, cartCookie: 'tok' })).toBe(
      true,
    );
    expect(shouldLoadCartAtStart({ isAuthenticated: false, hasCartCookie: false, cartCookie: '' })).toBe(
      false,
    );
    expect(shouldLoadCartAtStart({ isAuthenticated: false, hasCartCookie: false })).toBe(false);
  });
});

describe('createEmptyCart', () => {
  it('has the spec defaults', () => {
    expect(createEmptyCart()).toMatchObject({
      isPurchased: false,
      entries: [],
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
    });
  });
});

describe('cart store (against the reference backend)', () => {
  it('loads the cart with the query parameters', async () => {
    const shop = await createTestShop();
    const store = createCartStore({ client: shop.client, messages });
    expect(store.getState()).toMatchObject({ cart: null, status: 'idle' });
    const loading = store.getState().load({ calculateSubtotal: true, timecode: 42 });
    expect(store.getState().status).toBe('loading');
    await loading;
    expect(store.getState()).toMatchObject({ status: 'ready', cart: { id: '', totalQuantity: 0 } });
    expect(shop.requests[0]?.query).toEqual({ calculateSubtotal: 'true', timecode: '42' });
  });

  it('keeps the server message when loading fails', async () => {
    const shop = await createTestShop();
    const store = createCartStore({ client: shop.client, messages });
    await expect(store.getState().load({ timecode: 'yesterday' })).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().status).toBe('error');
    expect(store.getState().error?.message).toBe('"timecode" must be a timestamp in ms.');
  });

  it('keeps the newest cart: a slow start-up load landing after an add does not overwrite it', async () => {
    const shop = await createTestShop();
    const stale = await shop.client.get<ShoppingCart>('/api/commerce/shopping-cart');
    let releaseLoad: (cart: ShoppingCart) => void = () => {};
    const client = {
      ...shop.client,
      get: <T>() => new Promise<T>((resolve) => (releaseLoad = resolve as (cart: ShoppingCart) => void)),
    } as HttpClient;
    const store = createCartStore({ client, messages });
    const loading = store.getState().load();
    await store.getState().addEntry({ itemId: PRODUCT_IDS.poster, sku: 'POSTER-A3', quantity: 1 });
    expect(store.getState().cart?.totalQuantity).toBe(1);
    releaseLoad(stale);
    await expect(loading).resolves.toMatchObject({ totalQuantity: 1 });
    expect(store.getState()).toMatchObject({ status: 'ready', cart: { totalQuantity: 1 } });
  });

  it('keeps each successful add as lastAddition, set together with the cart it made', async () => {
    const shop = await createTestShop();
    const store = createCartStore({ client: shop.client, messages });
    expect(store.getState().lastAddition).toBeNull();
    const changes: Array<[number | undefined, number | undefined]> = [];
    store.subscribe((state, previous) => {
      if (state.lastAddition !== previous.lastAddition) {
        changes.push([state.cart?.totalQuantity, state.lastAddition?.quantity]);
      }
    });
    await store.getState().addEntry({ itemId: PRODUCT_IDS.tee, sku: 'TEE-S-BLK', quantity: 2 });
    const first = store.getState().lastAddition;
    expect(first).toMatchObject({
      quantity: 2,
      entry: { itemId: PRODUCT_IDS.tee, title: 'Classic Tee', chosenVariant: { sku: 'TEE-S-BLK' } },
    });
    await store.getState().addEntry({ itemId: PRODUCT_IDS.tee, sku: 'TEE-S-BLK', quantity: 1 });
    // The same line again is a new addition: the line holds 3, this add brought 1.
    expect(store.getState().lastAddition).not.toBe(first);
    expect(store.getState().lastAddition).toMatchObject({ quantity: 1, entry: { quantity: 3 } });
    expect(changes).toEqual([
      [2, 2],
      [3, 1],
    ]);
    await expect(
      store.getState().addEntry({ itemId: PRODUCT_IDS.tee, sku: 'NO-SUCH-SKU', quantity: 1 }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().lastAddition).toMatchObject({ quantity: 1 });
  });

  it('adds an entry, takes the returned cart, and flags isRecalculating while in flight', async () => {
    const shop = await createTestShop();
    const store = createCartStore({ client: shop.client, messages });
    const flags: boolean[] = [];
    const unsubscribe = store.subscribe((state) => flags.push(state.isRecalculating));
    const adding = store.getState().addEntry({ itemId: PRODUCT_IDS.tee, sku: 'TEE-S-BLK', quantity: 2 });
    expect(store.getState().isRecalculating).toBe(true);
    const response = await adding;
    unsubscribe();
    expect(store.getState().isRecalculating).toBe(false);
    expect(flags[0]).toBe(true);
    expect(response.newlyAdded).toMatchObject({ itemId: PRODUCT_IDS.tee, quantity: 2 });
    expect(store.getState().cart?.totalQuantity).toBe(2);
    expect(shop.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/commerce/shopping-cart/entries',
      body: { itemId: PRODUCT_IDS.tee, sku: 'TEE-S-BLK', quantity: 2 },
    });
  });

  it('updates additional fields through PUT …/entries/{entryId}/additionalFields', async () => {
    const shop = await createTestShop();
    const store = createCartStore({ client: shop.client, messages });
    const line = { itemId: PRODUCT_IDS.engravedMug, sku: 'MUG-ENGRAVED' };
    const { newlyAdded } = await store
      .getState()
      .addEntry({ ...line, quantity: 1, additionalFields: '{"engraving":"A","font":"Serif"}' });
    const updating = store.getState().updateAdditionalFields(newlyAdded.id, {
      ...line,
      additionalFields: '{"engraving":"B","font":"Sans"}',
    });
    expect(store.getState().isRecalculating).toBe(true);
    const { updatedEntry } = await updating;
    expect(updatedEntry.additionalFields).toBe('{"engraving":"B","font":"Sans"}');
    expect(store.getState().isRecalculating).toBe(false);
    expect(shop.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/api/commerce/shopping-cart/entries/${newlyAdded.id}/additionalFields`,
    });
  });

  it('clears isRecalculating and keeps the error when an update fails', async () => {
    const shop = await createTestShop({ rateLimits: { addToCart: { limit: 0, windowMs: 10_000 } } });
    const store = createCartStore({ client: shop.client, messages });
    await expect(
      store.getState().addEntry({ itemId: PRODUCT_IDS.tee, sku: 'TEE-S-BLK', quantity: 1 }),
    ).rejects.toMatchObject({ message: 'Please try again in a few seconds.' });
    expect(store.getState().isRecalculating).toBe(false);
    expect(store.getState().error?.isRateLimited).toBe(true);
  });

  it('counts quantity already in cart per item and variant', () => {
    const cart = createEmptyCart({
      entries: [
        { id: 'e1', itemId: 'p', chosenVariant: { sku: 'a', attributes: {} }, quantity: 2 },
        { id: 'e2', itemId: 'p', chosenVariant: { sku: 'b', attributes: {} }, quantity: 3 },
        { id: 'e3', itemId: 'q', chosenVariant: { sku: 'a', attributes: {} }, quantity: 7 },
      ] as never,
    });
    expect(quantityInCart(cart, 'p')).toBe(5);
    expect(quantityInCart(cart, 'p', 'b')).toBe(3);
    expect(quantityInCart(null, 'p')).toBe(0);
  });
});

describe('lazy cart store (its calls load at its first request)', () => {
  const ADD = { itemId: PRODUCT_IDS.tee, sku: 'TEE-S-BLK', quantity: 1 };

  it('shows the empty state at once; a request waits for the calls, then goes out; they load once', async () => {
    const shop = await createTestShop();
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const store = createLazyCartStore({
      messages,
      loadApi: async () => {
        loads += 1;
        await arrived;
        return createCartApi(shop.client);
      },
    });
    expect(store.getState()).toMatchObject({ cart: null, status: 'idle', isRecalculating: false });
    expect(loads).toBe(0);
    const sent = shop.requests.length;
    const loading = store.getState().load();
    const adding = store.getState().addEntry(ADD);
    expect(store.getState()).toMatchObject({ status: 'loading', isRecalculating: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.requests).toHaveLength(sent);
    release();
    await Promise.all([loading, adding]);
    expect(loads).toBe(1);
    expect(store.getState()).toMatchObject({ status: 'ready', cart: { totalQuantity: 1 } });
    expect(shop.requests.slice(sent).map(({ method }) => method)).toEqual(['GET', 'POST']);
  });

  it('fails a request with the network error when the calls cannot load, and loads them again at the next', async () => {
    const shop = await createTestShop();
    let attempts = 0;
    const store = createLazyCartStore({
      messages,
      loadApi: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return createCartApi(shop.client);
      },
    });
    await expect(store.getState().addEntry(ADD)).rejects.toMatchObject({
      isNetworkError: true,
      message: 'Please check your internet connection.',
    });
    expect(store.getState()).toMatchObject({ isRecalculating: false, error: { isNetworkError: true } });
    await expect(store.getState().addEntry(ADD)).resolves.toMatchObject({ newlyAdded: { quantity: 1 } });
    expect(store.getState()).toMatchObject({ error: null, cart: { totalQuantity: 1 } });
    await expect(store.getState().loadApi()).resolves.toHaveProperty('fetchStock');
    expect(attempts).toBe(2);
  });
});

describe('cart pill', () => {
  const withQuantity = (totalQuantity: number) => ({ cart: createEmptyCart({ totalQuantity }) });

  it('is hidden when the cart is empty', () => {
    expect(selectPill(withQuantity(0), { messages })).toMatchObject({ isVisible: false });
    expect(selectPill({ cart: null }, { messages })).toMatchObject({ isVisible: false, label: 'Cart' });
  });

  it('shows the quantity and the spoken label', () => {
    expect(selectPill(withQuantity(1), { messages })).toEqual({
      isOnPage: true,
      isVisible: true,
      quantity: 1,
      text: '1',
      label: 'One item in cart',
    });
    expect(selectPill(withQuantity(7), { messages })).toMatchObject({ text: '7', label: '7 items in cart' });
    expect(selectPill(withQuantity(100), { messages })).toMatchObject({
      text: '100',
      label: '100 items in cart',
    });
    expect(selectPill(withQuantity(101), { messages })).toMatchObject({
      text: '100+',
      label: 'More than 100 items in cart',
    });
  });

  it('is not on the page at all on the cart page, in express checkout, or with a custom cart', () => {
    for (const context of [{ isCartPage: true }, { isExpressCheckout: true }, { hasCustomCart: true }]) {
      expect(selectPill(withQuantity(3), { ...context, messages })).toMatchObject({
        isOnPage: false,
        isVisible: false,
      });
    }
    expect(selectPill(withQuantity(0), { messages })).toMatchObject({ isOnPage: true, isVisible: false });
  });

  it('indicator helpers', () => {
    expect(cartQuantityText(250, messages)).toBe('100+');
    expect(cartQuantityLabel(null, messages)).toBe('Cart');
  });
});
