import {
  type CartStore,
  COMPILED_EN_INITIAL,
  type CommerceNavigation,
  type CompiledCatalogue,
  createCommerceNavigation,
  createLazyCartStore,
  createLazyHttpClient,
  createLazyMessages,
  type LazyHttpClient,
  type LazyMessages,
  loadTranslation,
} from '@storefront-widgets/core';
import { emit } from './api/events';
import type { EmbedConfig } from './config/readConfig';
import { createProductSelections, type ProductSelections } from './productSelections';

/**
 * The objects every widget on a page shares: one HTTP client, one cart store, one message
 * formatter. Its code is in the loader's file, with preact and the cart pill, since every store
 * page shows a widget (one file fewer to fetch, and gzip works across it); it is created on first
 * use.
 */
export interface Runtime {
  config: EmbedConfig;
  /** Loads ky on its first call or `preload()`. */
  client: LazyHttpClient;
  cartStore: CartStore;
  /**
   * Formats what the add-to-cart button and the pill show before an answer at once; the rest of
   * the catalogue and the plurals arrive with the client.
   */
  messages: LazyMessages;
  navigation: CommerceNavigation;
  /** One product-selection store per product block, which the block's widgets share. */
  productSelections: ProductSelections;
}

/** Effects a test can replace, and the page language's translation. */
export interface RuntimeOptions {
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * The locale's compiled translation (`loadTranslation`), put over every English part: those the
   * page starts with and those that arrive later (a part a widget adds keeps the wording held).
   * @default English only
   */
  translation?: CompiledCatalogue | undefined;
}

/**
 * Creates the page's runtime and forwards cart changes as `storefront:cart-updated` events.
 *
 * A page renders its add-to-cart buttons and cart pill without the HTTP client (ky), the plural
 * formatter (intl-messageformat) and most of the message catalogue: they are one chunk
 * (`interactive.ts`) that arrives on the first call (a returning visitor's cart load, a click) or
 * when the loader warms it up (first interaction, idle time). The client waits for the messages
 * too, so every answer (an item count, a server error) is formatted after they have arrived;
 * widgets that show other messages from the start wait for them before mounting (`prepare`).
 */
export function createRuntime(config: EmbedConfig, options: RuntimeOptions = {}): Runtime {
  const loadInteractive = () => import('./interactive');
  const { translation } = options;
  const messages = createLazyMessages({
    locale: config.locale,
    catalogue: { ...COMPILED_EN_INITIAL, ...translation },
    load: async () => {
      const { COMPILED_EN_INTERACTIVE, createIcuMessageFormatter } = await loadInteractive();
      return {
        formatter: createIcuMessageFormatter(config.locale),
        catalogue: { ...COMPILED_EN_INTERACTIVE, ...translation },
      };
    },
  });
  const client = createLazyHttpClient({
    messages,
    load: async () => {
      const [{ createPageHttpClient }] = await Promise.all([loadInteractive(), messages.preload()]);
      return createPageHttpClient(config, messages, options.fetch);
    },
  });
  // The cart's routes and calls come with the client: the store loads them at its first request.
  const cartStore = createLazyCartStore({
    messages,
    loadApi: async () => (await loadInteractive()).createCartApi(client),
  });
  cartStore.subscribe((state, previous) => {
    if (state.cart && state.cart !== previous.cart) emit('storefront:cart-updated', { cart: state.cart });
  });
  const navigation = createCommerceNavigation({ isInEditorFrame: config.isInEditorFrame });
  return { config, client, cartStore, messages, navigation, productSelections: createProductSelections() };
}

/**
 * Creates the page's runtime with its messages in the configured locale's language. A locale
 * with a translation (`fr*`) loads it, its own chunk that English pages never fetch, before any
 * widget mounts, so no widget shows an English label first or a mixture later; money and dates
 * follow `config.locale` too. A translation that cannot be loaded is reported once and the page
 * stays wholly in English.
 */
export async function createPageRuntime(config: EmbedConfig, options: RuntimeOptions = {}): Promise<Runtime> {
  let translation: CompiledCatalogue | undefined;
  try {
    translation = await loadTranslation(config.locale);
  } catch (error) {
    console.error(
      `[storefront] the ${config.locale} messages could not be loaded, so the widgets show English`,
      error,
    );
  }
  return createRuntime(config, { ...options, translation });
}
