import {
  ApiError,
  cartQuantityLabel,
  cartQuantityText,
  createCartStore,
  createEmptyCart,
  quantityInCart,
  selectPill,
  shouldLoadCartAtStart,
} from '@storefront/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createCartBackend } from './helpers/cartBackend';
import { messages } from './helpers/fixtures';
import { clientFor } from './helpers/testClient';

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

describe('cart store', () => {
  it('loads the cart with the query parameters', async () => {
    const backend = createCartBackend();
    const store = createCartStore({ client: clientFor(backend.app), messages });
    expect(store.getState()).toMatchObject({ cart: null, status: 'idle' });
    const loading = store.getState().load({ calculateSubtotal: true, timecode: 42 });
    expect(store.getState().status).toBe('loading');
    await loading;
    expect(store.getState()).toMatchObject({ status: 'ready', cart: { id: 'cart-1' } });
    expect(backend.requests[0]?.query).toEqual({ calculateSubtotal: 'true', timecode: '42' });
  });

  it('keeps the server message when loading fails', async () => {
    const app = new Hono();
    app.get('/api/commerce/shopping-cart', (c) => c.json({ message: 'Cart service unavailable' }, 503));
    const store = createCartStore({ client: clientFor(app), messages });
    await expect(store.getState().load()).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().status).toBe('error');
    expect(store.getState().error?.message).toBe('Cart service unavailable');
  });

  it('adds an entry, takes the returned cart, and flags isRecalculating while in flight', async () => {
    const backend = createCartBackend();
    const store = createCartStore({ client: clientFor(backend.app), messages });
    const flags: boolean[] = [];
    const unsubscribe = store.subscribe((state) => flags.push(state.isRecalculating));
    const adding = store
      .getState()
      .addEntry({ itemId: 'p1', sku: 'SKU-1', quantity: 2, additionalFields: '{"f":"x"}' });
    expect(store.getState().isRecalculating).toBe(true);
    const response = await adding;
    unsubscribe();
    expect(store.getState().isRecalculating).toBe(false);
    expect(flags[0]).toBe(true);
    expect(response.newlyAdded).toMatchObject({ itemId: 'p1', quantity: 2 });
    expect(store.getState().cart?.totalQuantity).toBe(2);
    expect(backend.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/commerce/shopping-cart/entries',
      body: { itemId: 'p1', sku: 'SKU-1', quantity: 2, additionalFields: '{"f":"x"}' },
    });
  });

  it('updates additional fields through PUT …/entries/{entryId}/additionalFields', async () => {
    const backend = createCartBackend();
    const store = createCartStore({ client: clientFor(backend.app), messages });
    await store.getState().addEntry({ itemId: 'p1', sku: 'SKU-1', quantity: 1 });
    const updating = store
      .getState()
      .updateAdditionalFields('entry-1', { itemId: 'p1', sku: 'SKU-1', additionalFields: '{"a":1}' });
    expect(store.getState().isRecalculating).toBe(true);
    const { updatedEntry } = await updating;
    expect(updatedEntry.additionalFields).toBe('{"a":1}');
    expect(store.getState().isRecalculating).toBe(false);
    expect(backend.requests.at(-1)?.method).toBe('PUT');
  });

  it('clears isRecalculating and keeps the error when an update fails', async () => {
    const backend = createCartBackend({ failAddWith: { status: 429, body: { message: 'x' } } });
    const store = createCartStore({ client: clientFor(backend.app), messages });
    await expect(store.getState().addEntry({ itemId: 'p', sku: 's', quantity: 1 })).rejects.toMatchObject({
      message: 'Please try again in a few seconds.',
    });
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

describe('cart pill', () => {
  const withQuantity = (totalQuantity: number) => ({ cart: createEmptyCart({ totalQuantity }) });

  it('is hidden when the cart is empty', () => {
    expect(selectPill(withQuantity(0), { messages })).toMatchObject({ isVisible: false });
    expect(selectPill({ cart: null }, { messages })).toMatchObject({ isVisible: false, label: 'Cart' });
  });

  it('shows the quantity and the spoken label', () => {
    expect(selectPill(withQuantity(1), { messages })).toEqual({
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

  it('is not shown on the cart page, in express checkout, or with a custom cart', () => {
    expect(selectPill(withQuantity(3), { isCartPage: true, messages }).isVisible).toBe(false);
    expect(selectPill(withQuantity(3), { isExpressCheckout: true, messages }).isVisible).toBe(false);
    expect(selectPill(withQuantity(3), { hasCustomCart: true, messages }).isVisible).toBe(false);
  });

  it('indicator helpers', () => {
    expect(cartQuantityText(250, messages)).toBe('100+');
    expect(cartQuantityLabel(null, messages)).toBe('Cart');
  });
});
