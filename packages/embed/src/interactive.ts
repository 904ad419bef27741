import {
  COMPILED_EN_INTERACTIVE,
  createCartApi,
  createHttpClient,
  createIcuMessageFormatter,
  type HttpClient,
  type Messages,
} from '@storefront-widgets/core';
import type { EmbedConfig } from './config/readConfig';
import { loadTelemetry } from './loader/loadTelemetry';

/**
 * What a page needs once a visitor acts or has a cart, and not to render its add-to-cart buttons
 * and cart pill: the HTTP client (ky), the cart's routes and calls (the cart store's and the
 * add-to-cart click's), the formatter of plural messages (intl-messageformat) and the rest of the
 * catalogue. One chunk, which the runtime loads on the first call, at the first interaction or
 * when the browser is idle.
 */
export { COMPILED_EN_INTERACTIVE, createCartApi, createIcuMessageFormatter };

// Telemetry starts with this chunk: after the widgets have mounted, when the browser is idle or
// the visitor first acts (a call that needs the client before then, such as a returning
// visitor's cart, starts it too, and the telemetry script still waits for the browser to idle).
loadTelemetry(document);

/** The page's HTTP client over `config.apiBase`, sending the signed-in user's XSRF token when the page has one. */
export function createPageHttpClient(
  config: EmbedConfig,
  messages: Messages,
  fetch: typeof globalThis.fetch | undefined,
): HttpClient {
  const { siteUserXsrfToken } = config;
  return createHttpClient({
    baseUrl: config.apiBase,
    messages,
    ...(siteUserXsrfToken ? { getSiteUserXsrfToken: () => siteUserXsrfToken } : {}),
    ...(fetch ? { fetch } : {}),
  });
}
