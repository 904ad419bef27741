import type { ShoppingCart } from '@storefront-widgets/core';
import {
  createAnalyticsSession,
  createAnalyticsTracker,
  createShoppingTracker,
} from '@storefront-widgets/core/analytics';
import type { CensusContext } from '@storefront-widgets/core/census';
import type { CookieJar } from '@storefront-widgets/core/cookies';
import type { TelemetrySender } from '@storefront-widgets/core/telemetry';
import type { StorefrontEventMap } from '../api/events';
import { onWidgetMounted } from './onWidgetMounted';
import { productOf } from './productOf';
import type { TelemetryConfig } from './readTelemetryConfig';

/** What {@link startShopping} works with, from the page's telemetry start. */
export interface ShoppingStart {
  doc: Document;
  win: Window;
  config: TelemetryConfig;
  context: CensusContext;
  sender: TelemetrySender;
  jar: CookieJar;
  /** The product the page is about, or null. */
  itemId: string | null;
  /** Adds a document listener, removed when telemetry stops. */
  listen(type: string, listener: (event: Event) => void): void;
}

/**
 * Starts the page's shopping events through the analytics tracker (its session, its endpoint
 * chosen by the source environment): a product view when the add-to-cart block of the page's
 * product mounts, an add to cart at each `storefront:item-added`, a purchase when the
 * configuration carries an order; each also to the page's ad pixels.
 * @returns stops watching the widgets.
 */
export function startShopping(start: ShoppingStart): () => void {
  const { doc, win, config, sender, jar, itemId } = start;
  const session = createAnalyticsSession({ jar });
  const tracker = createAnalyticsTracker({
    sender,
    session,
    win,
    apiBase: config.apiBase,
    environment: config.analyticsEnvironment,
    endpoints: config.analyticsEndpoints,
    clientVersion: `storefront-${process.env.STOREFRONT_VERSION ?? '0.0.0'}`,
    fields: {
      context_website_id: config.websiteId,
      website_locale: config.locale,
      member_account_id: config.memberAccountId,
      member_account_locale: config.memberLocale,
      resolved_locale: config.memberLocale ?? config.locale,
    },
  });
  const shopping = createShoppingTracker({
    tracker,
    session,
    jar,
    context: start.context,
    email: config.userEmail,
    adPixels: config.adPixels,
    page: {
      websiteId: config.websiteId,
      pageId: config.pageId,
      currency: config.currency,
      pdpLayout: config.pdpLayout,
      relatedProductItemIds: config.relatedProductItemIds,
      pageItemId: itemId,
    },
  });
  // Order pages only: the order's checks and purchase load with their own code.
  if (config.order !== null) {
    void import('./trackPurchase')
      .then(({ trackPurchase }) =>
        trackPurchase(config.order, config.currency, shopping.allowed ? shopping : null),
      )
      .catch((error: unknown) => console.error('[storefront] telemetry could not be loaded', error));
  }
  if (!shopping.allowed) return () => {};

  // The cart as it stood before the last change, so an add to an existing line counts its new units.
  const cart = (): Promise<ShoppingCart | null> =>
    win.Storefront?.cart.get().catch(() => null) ?? Promise.resolve(null);
  let current: ShoppingCart | null = null;
  let previous: ShoppingCart | null = null;
  start.listen('storefront:cart-updated', (event) => {
    previous = current;
    current = (event as CustomEvent<StorefrontEventMap['storefront:cart-updated']>).detail.cart;
  });
  start.listen('storefront:item-added', (event) => {
    const detail = (event as CustomEvent<StorefrontEventMap['storefront:item-added']>).detail;
    // An add grows the cart: the latest cart known with fewer units is the one before it.
    const before = [current, previous].find(
      (known) => known && known.totalQuantity < detail.cart.totalQuantity,
    );
    void shopping.addToCart(detail.entry, detail.cart, before ?? null);
  });
  return onWidgetMounted(doc, (element, widget) => {
    if (widget !== 'add-to-cart') return;
    void cart().then((loaded) => {
      current ??= loaded;
      const product = productOf(element);
      if (product && product.id === itemId) void shopping.productView(product, loaded);
    });
  });
}
