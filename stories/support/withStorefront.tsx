import {
  CART_ROUTES,
  createCartStore,
  createCommerceNavigation,
  createHttpClient,
  createMessages,
  createSiteUserSession,
  RESTOCK_ROUTES,
} from '@storefront-widgets/core';
import {
  createTestCaptcha,
  SEED_CREDENTIALS,
  type TestCaptchaOptions,
} from '@storefront-widgets/mock-backend/browser';
import { type CaptchaApi, StorefrontProvider, type StorefrontSettings } from '@storefront-widgets/react';
import { TEST_CAPTCHA_SITE_KEY } from '@storefront-widgets/test-utils';
import type { Decorator } from '@storybook/react';
import { useSyncExternalStore } from 'react';
import { clearCookies, createStoryBackend, type StoryBackendOptions } from './createStoryBackend';
import { setActiveBackend, startMockServiceWorker } from './mockServiceWorker';
import { takeStoryTurn } from './storyTurn';

/** A cart line added through the API before the story renders. */
export interface StoryCartLine {
  itemId: string;
  sku: string;
  quantity: number;
  /** The line's answers to its product's additional-fields form, as JSON text. @default none */
  additionalFields?: string;
}

/** A restock sign-up made through the API before the story renders. */
export interface StoryRestockSignUp {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
}

/** Story parameters read by {@link loadStorefront} and {@link withStorefront} (`parameters.storefront`). */
export interface StorefrontParameters {
  /** Page and site settings for the provider. @default {} */
  settings?: StorefrontSettings;
  /** How the in-page backend starts. @default the seeded site without a captcha key */
  backend?: StoryBackendOptions;
  /**
   * Turns the captcha on everywhere: the provider gets the fake library, `settings.captchaSiteKey`
   * and the backend's site key become the offline test key. @default off
   */
  captcha?: TestCaptchaOptions | true;
  /** Lines put in the cart (through the API) and loaded into the cart store. @default empty cart */
  cart?: StoryCartLine[];
  /** Sign in as a seeded site user first (the owner sees the restock panel). @default signed out */
  signIn?: keyof typeof SEED_CREDENTIALS;
  /** Sign-ups made before the story renders (for the owner panel). @default none */
  restockSignUps?: StoryRestockSignUp[];
}

/** Pages the widgets asked to open, recorded instead of leaving the story. */
function createVisitLog() {
  let visited: readonly string[] = [];
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => visited,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(url: string) {
      visited = [...visited, url];
      for (const listener of listeners) listener();
    },
  };
}

/** What {@link loadStorefront} puts in `context.loaded.storefront`. */
export type StoryStorefront = Awaited<ReturnType<typeof createStoryStorefront>>;

/**
 * The real stack without a server: the reference backend's app runs in the page on memory
 * storage (fresh for every story, cookies cleared, so states never leak). In the browser
 * Storybook the core HTTP client calls relative `/api/*` URLs through MSW's service worker; where
 * there is none (Vitest) it calls the same app directly. Navigation is recorded, not followed.
 */
/** A story's session lives as long as the story: no sessionStorage shared between stories. */
function createMemoryTokenStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

export async function createStoryStorefront(parameters: StorefrontParameters = {}) {
  await takeStoryTurn();
  clearCookies();
  const captchaOptions = parameters.captcha === true ? {} : parameters.captcha;
  const backend = createStoryBackend({
    ...(captchaOptions ? { siteCaptchaKey: TEST_CAPTCHA_SITE_KEY } : {}),
    ...parameters.backend,
  });
  const isViaWorker = await startMockServiceWorker();
  setActiveBackend(backend.handle);
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const directFetch = (input: RequestInfo | URL, init?: RequestInit) =>
    backend.handle(new Request(typeof input === 'string' ? new URL(input, origin) : input, init));
  // Owner calls carry the xsrfToken the sign-in returned, as on a real site.
  const session = createSiteUserSession({ storage: createMemoryTokenStorage() });
  const client = createHttpClient({
    getSiteUserXsrfToken: session.getXsrfToken,
    ...(isViaWorker ? {} : { fetch: directFetch as typeof fetch }),
  });
  // A page load: the first GET hands the visitor a crumb.
  await client.get(CART_ROUTES.cart);

  if (parameters.signIn) {
    await session.signIn(client, { ...SEED_CREDENTIALS[parameters.signIn], rememberMe: false });
  }
  const xsrfToken = session.getXsrfToken();
  for (const signUp of parameters.restockSignUps ?? []) {
    await client.post(RESTOCK_ROUTES.restockSignUp, {
      ...signUp,
      isJoinMailingList: false,
      ...(captchaOptions ? { captchaToken: 'pass' } : {}),
    });
  }
  for (const line of parameters.cart ?? []) {
    await client.post(CART_ROUTES.cartEntries, line);
  }

  // The whole English catalogue, as a React app has it (the cart page's labels included).
  const messages = createMessages();
  const cartStore = createCartStore({ client, messages });
  if (parameters.cart?.length) await cartStore.getState().load();
  const visits = createVisitLog();
  const navigation = createCommerceNavigation({
    window: { location: { assign: (url) => visits.push(url) } },
  });
  const captcha: CaptchaApi | undefined = captchaOptions ? createTestCaptcha(captchaOptions) : undefined;
  const settings: StorefrontSettings = {
    ...(captchaOptions ? { captchaSiteKey: TEST_CAPTCHA_SITE_KEY } : {}),
    ...parameters.settings,
  };
  return { client, cartStore, messages, navigation, visits, captcha, settings, xsrfToken, isViaWorker };
}

/** Loader: a fresh in-page storefront for each story render, shaped by `parameters.storefront`. */
export const loadStorefront = async ({
  parameters,
}: {
  parameters: { storefront?: StorefrontParameters };
}): Promise<{ storefront: StoryStorefront }> => ({
  storefront: await createStoryStorefront(parameters.storefront ?? {}),
});

/** Lists the pages a widget opened (cart, checkout…), where a real page would have navigated. */
function VisitedPages({ storefront }: { storefront: StoryStorefront }) {
  const visited = useSyncExternalStore(storefront.visits.subscribe, storefront.visits.getSnapshot);
  if (!visited.length) return null;
  return (
    <p className="story-visited" role="status">
      Navigated to: {visited.join(', ')}
    </p>
  );
}

/** Decorator: wraps the story in a provider over the loaded storefront. */
export const withStorefront: Decorator = (Story, context) => {
  const storefront = context.loaded.storefront as StoryStorefront;
  return (
    <StorefrontProvider
      client={storefront.client}
      cartStore={storefront.cartStore}
      messages={storefront.messages}
      navigation={storefront.navigation}
      settings={storefront.settings}
      {...(storefront.captcha ? { captcha: storefront.captcha } : {})}
    >
      <Story />
      <VisitedPages storefront={storefront} />
    </StorefrontProvider>
  );
};
