import {
  type CartStore,
  type CommerceNavigation,
  createCartStore,
  createCommerceNavigation,
  createHttpClient,
  createMessages,
  type HttpClient,
  type Messages,
} from '@storefront/core';
import { emit } from './api/events';
import type { EmbedConfig } from './config/readConfig';

/**
 * The objects every widget on a page shares: one HTTP client, one cart store, one message
 * formatter. Created on first use, in a chunk of its own, so the loader stays tiny.
 */
export interface Runtime {
  config: EmbedConfig;
  client: HttpClient;
  cartStore: CartStore;
  messages: Messages;
  navigation: CommerceNavigation;
}

/** Effects a test can replace. */
export interface RuntimeOptions {
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/** Creates the page's runtime and forwards cart changes as `storefront:cart-updated` events. */
export function createRuntime(config: EmbedConfig, options: RuntimeOptions = {}): Runtime {
  const messages = createMessages({ locale: config.locale });
  const client = createHttpClient({
    baseUrl: config.apiBase,
    messages,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const cartStore = createCartStore({ client });
  cartStore.subscribe((state, previous) => {
    if (state.cart && state.cart !== previous.cart) emit('storefront:cart-updated', { cart: state.cart });
  });
  const navigation = createCommerceNavigation({ isInEditorFrame: config.isInEditorFrame });
  return { config, client, cartStore, messages, navigation };
}
