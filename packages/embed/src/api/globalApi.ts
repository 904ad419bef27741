import type { AddToCartResponse, ShoppingCart } from '@storefront-widgets/core';
import type { Runtime } from '../runtime';

/** `window.Storefront`: the small developer API of the drop-in (see the template authors' guide of the docs, Developer API). */
export interface StorefrontGlobal {
  /** Package version of the drop-in. */
  version: string;
  cart: {
    /** The cart as last loaded, or null when it has not been loaded. */
    get(): Promise<ShoppingCart | null>;
    /** Loads the cart from the server. */
    load(): Promise<ShoppingCart>;
    /** Adds an item; resolves with the server's answer, rejects with an ApiError. */
    add(item: { itemId: string; sku: string; quantity?: number }): Promise<AddToCartResponse>;
  };
  /** Calls `listener` with the cart after every change; returns an unsubscribe function. */
  subscribe(listener: (cart: ShoppingCart | null) => void): Promise<() => void>;
}

declare global {
  interface Window {
    Storefront?: StorefrontGlobal;
  }
}

/** Installs `window.Storefront` over the page's lazily created runtime. */
export function installGlobalApi(getRuntime: () => Promise<Runtime>): StorefrontGlobal {
  const api: StorefrontGlobal = {
    version: process.env.STOREFRONT_VERSION ?? '0.0.0',
    cart: {
      get: async () => (await getRuntime()).cartStore.getState().cart,
      load: async () => (await getRuntime()).cartStore.getState().load(),
      add: async ({ itemId, sku, quantity = 1 }) =>
        (await getRuntime()).cartStore.getState().addEntry({ itemId, sku, quantity }),
    },
    subscribe: async (listener) => {
      const { cartStore } = await getRuntime();
      return cartStore.subscribe((state, previous) => {
        if (state.cart !== previous.cart) listener(state.cart);
      });
    },
  };
  window.Storefront = api;
  return api;
}
