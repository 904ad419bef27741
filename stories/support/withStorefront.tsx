import { createCartStore, createCommerceNavigation, createHttpClient } from '@storefront/core';
import { createInPageBackend } from '@storefront/mock-backend/browser';
import { StorefrontProvider, type StorefrontSettings } from '@storefront/react';
import type { Decorator } from '@storybook/react';

/** Story parameters read by {@link withStorefront}. */
export interface StorefrontParameters {
  settings?: StorefrontSettings;
}

/** What {@link loadStorefront} puts in `context.loaded.storefront`. */
export type StoryStorefront = Awaited<ReturnType<typeof createStoryStorefront>>;

/**
 * The real stack without a server: the reference backend's app runs in the page on memory
 * storage (fresh for every story, so states never leak), the core HTTP client talks to it, and
 * navigation is recorded instead of leaving the page.
 */
export async function createStoryStorefront() {
  const backend = await createInPageBackend();
  const client = createHttpClient({ baseUrl: backend.origin, fetch: backend.fetch });
  const visited: string[] = [];
  const navigation = createCommerceNavigation({
    window: { location: { assign: (url) => visited.push(url) } },
  });
  return { client, cartStore: createCartStore({ client }), navigation, visited };
}

/** Loader: a fresh in-page storefront for each story render. */
export const loadStorefront = async (): Promise<{ storefront: StoryStorefront }> => ({
  storefront: await createStoryStorefront(),
});

/** Decorator: wraps the story in a provider over the loaded storefront. */
export const withStorefront: Decorator = (Story, context) => {
  const storefront = context.loaded.storefront as StoryStorefront;
  const { settings = {} } = (context.parameters.storefront ?? {}) as StorefrontParameters;
  return (
    <StorefrontProvider
      client={storefront.client}
      cartStore={storefront.cartStore}
      navigation={storefront.navigation}
      settings={settings}
    >
      <Story />
    </StorefrontProvider>
  );
};
