import {
  type CommerceNavigation,
  createCartStore,
  createEmptyCart,
  getDefaultMessages,
  type HttpClient,
  type Messages,
  type ShoppingCart,
} from '@storefront-widgets/core';
import { type CaptchaApi, StorefrontProvider, type StorefrontSettings } from '@storefront-widgets/react';
import type { ReactNode } from 'react';

/** A cart with the given total quantity (only the fields widgets read matter here). */
export function cartWithQuantity(totalQuantity: number): ShoppingCart {
  return createEmptyCart({
    id: totalQuantity ? 'cart-1' : '',
    websiteId: 'site-1',
    totalQuantity,
    requiresShipping: totalQuantity > 0,
  });
}

/** A recording fake of the captcha library. */
export function createFakeCaptcha() {
  let nextId = 0;
  const widgets = new Map<
    number,
    { container: HTMLElement; options: Parameters<CaptchaApi['render']>[1]; token: string }
  >();
  const api = {
    render: (container: HTMLElement, options: Parameters<CaptchaApi['render']>[1]) => {
      const id = nextId++;
      widgets.set(id, { container, options, token: '' });
      return id;
    },
    reset: (id: number | string) => {
      const widget = widgets.get(Number(id));
      if (widget) widget.token = '';
      resets.push(Number(id));
    },
    getResponse: (id: number | string) => widgets.get(Number(id))?.token ?? '',
  } satisfies CaptchaApi;
  const resets: number[] = [];
  return {
    api,
    widgets,
    resets,
    /** Simulates the visitor solving widget `id`. */
    solve(id: number, token = 'token-ok') {
      const widget = widgets.get(id);
      if (!widget) throw new Error(`no captcha widget ${id}`);
      widget.token = token;
      widget.options.callback?.(token);
    },
  };
}

export interface TestProviderOptions {
  client?: HttpClient;
  quantity?: number;
  settings?: StorefrontSettings;
  navigation?: Partial<CommerceNavigation>;
  captcha?: CaptchaApi;
  reportError?: (error: unknown) => void;
  locale?: string;
  /** The provider's messages, e.g. French ones. @default the shared English messages */
  messages?: Messages;
  /** The provider's id prefix, the same on the server and in the browser for hydration. */
  idPrefix?: string;
  /** The provider's `injectStyles`. @default the provider's default */
  injectStyles?: boolean;
}

const fail = () => Promise.reject(new Error('this test made an unexpected HTTP call'));
/** A client for widgets that must not call the backend in the test at hand. */
export const unusedClient: HttpClient = { get: fail, post: fail, put: fail, delete: fail, postForm: fail };

/**
 * Builds a provider wrapper plus the core cart store it uses (drive cart changes with
 * `cartStore.getState().setCart(…)`).
 */
export function createTestProvider(options: TestProviderOptions = {}) {
  const client = options.client ?? unusedClient;
  const messages = options.messages ?? getDefaultMessages();
  const cartStore = createCartStore({
    client,
    messages,
    initialCart: options.quantity === undefined ? null : cartWithQuantity(options.quantity),
  });
  const navigation: CommerceNavigation = {
    goToCart: () => undefined,
    goToCheckout: () => undefined,
    goToSubscriptionCheckout: () => undefined,
    goToGiftCardPage: () => undefined,
    ...options.navigation,
  };
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <StorefrontProvider
        client={client}
        cartStore={cartStore}
        messages={messages}
        navigation={navigation}
        {...(options.settings ? { settings: options.settings } : {})}
        {...(options.captcha ? { captcha: options.captcha } : {})}
        {...(options.reportError ? { reportError: options.reportError } : {})}
        {...(options.locale ? { locale: options.locale } : {})}
        {...(options.idPrefix ? { idPrefix: options.idPrefix } : {})}
        {...(options.injectStyles === undefined ? {} : { injectStyles: options.injectStyles })}
      >
        {children}
      </StorefrontProvider>
    );
  }
  return { Wrapper, cartStore, navigation };
}

/** One recorded request of {@link createFakeFetch}. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A route's answer in {@link createFakeFetch}. */
type FakeAnswer = { status: number; body?: unknown };

/**
 * A fetch that answers from a route table (`'POST /api/...' → status + JSON`) and records every
 * request, for a real core HTTP client in component tests. `hold()` keeps answers pending until
 * `release()`, to observe in-flight states.
 */
export function createFakeFetch(
  routes: Record<string, FakeAnswer | ((request: { url: URL; body: unknown }) => FakeAnswer)>,
) {
  const requests: RecordedRequest[] = [];
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    requests.push({ method: request.method, path: url.pathname, body });
    if (gate) await gate;
    const route = routes[`${request.method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route({ url, body }) : route;
    if (!answer) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = undefined;
      open?.();
    },
  };
}
