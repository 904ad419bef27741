import {
  type AddToCartController,
  type AddToCartOptions,
  type AddToCartState,
  deferAddToCart,
  INITIAL_ADD_TO_CART_STATE,
} from '@storefront-widgets/core';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { messages, tee } from './helpers/fixtures';

/** A controller as the click's chunk would create it: its own store, an add that answers `added`. */
function fakeController() {
  const store = createStore<AddToCartState>()(() => INITIAL_ADD_TO_CART_STATE);
  const controller: AddToCartController = {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    add: vi.fn(async () => {
      store.setState({ status: 'added', alert: null });
      return { type: 'checkout' as const };
    }),
    dismissAlert: vi.fn(),
    destroy: vi.fn(),
  };
  return { controller, store };
}

// The loader receives these; the fake controller needs none of the HTTP, cart or navigation parts.
const options = { product: tee(), messages } as unknown as AddToCartOptions;

describe('deferAddToCart', () => {
  it('is idle until loaded, turns a failed load into the network alert, and follows the loaded controller', async () => {
    const { controller, store } = fakeController();
    const load = vi
      .fn<(o: AddToCartOptions) => Promise<AddToCartController>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(controller);
    const deferred = deferAddToCart(options, load);
    expect(deferred.getState()).toEqual(INITIAL_ADD_TO_CART_STATE);
    expect(load).not.toHaveBeenCalled();

    const failing = deferred.add();
    // A click shows at once, before the controller's code has arrived.
    expect(deferred.getState()).toEqual({ status: 'adding', alert: null });
    const failed = await failing;
    expect(deferred.getState().status).toBe('idle');
    expect(failed).toMatchObject({ type: 'failed', error: { isNetworkError: true } });
    expect(deferred.getState().alert).toEqual({
      title: 'Unable to Add Item',
      message: 'Please check your internet connection.',
    });
    deferred.dismissAlert();
    expect(deferred.getState().alert).toBeNull();

    const seen: string[] = [];
    deferred.subscribe((state) => seen.push(state.status));
    deferred.preload();
    deferred.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await deferred.add({ quantity: '1' })).toEqual({ type: 'checkout' });
    expect(controller.add).toHaveBeenCalledWith({ quantity: '1' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)).toBe('added');
    store.setState({ status: 'idle', alert: { title: 'T', message: 'M' } });
    expect(deferred.getState().alert).toEqual({ title: 'T', message: 'M' });
    deferred.destroy();
    expect(controller.destroy).toHaveBeenCalled();
  });

  it('destroys a controller that arrives after it was destroyed', async () => {
    const { controller } = fakeController();
    let resolve: (value: AddToCartController) => void = () => {};
    const deferred = deferAddToCart(options, () => new Promise((settle) => (resolve = settle)));
    deferred.preload();
    deferred.destroy();
    resolve(controller);
    await vi.waitFor(() => expect(controller.destroy).toHaveBeenCalled());
    expect(deferred.getState()).toEqual(INITIAL_ADD_TO_CART_STATE);
  });

  it('reads Adding… while a first add waits for the code, and idle again when the controller refuses the add at once', async () => {
    const { controller } = fakeController();
    vi.mocked(controller.add).mockResolvedValueOnce({
      type: 'invalid',
      error: new Error('Please select a size.'),
    } as never);
    let resolve: (value: AddToCartController) => void = () => {};
    const deferred = deferAddToCart(options, () => new Promise((settle) => (resolve = settle)));
    const adding = deferred.add();
    expect(deferred.getState().status).toBe('adding');
    resolve(controller);
    expect(await adding).toMatchObject({ type: 'invalid' });
    expect(deferred.getState()).toEqual(INITIAL_ADD_TO_CART_STATE);
  });
});
