import { SHOPPING_EVENT_SCHEMAS } from '../api/analyticsEventFields';
import type { CartEntry, ShoppingCart } from '../api/types';
import { type CensusContext, isCensusAllowed } from '../census/censusRules';
import type { CookieJar } from '../cookies/cookieJar';
import { COOKIE_NAMES } from '../cookies/cookieNames';
import type { AdPixelEvent, AdPixelTargets } from './adPixelEvents';
import type { AnalyticsSession } from './analyticsSession';
import type { AnalyticsTracker } from './createAnalyticsTracker';
import type { AnalyticsOrder } from './parseAnalyticsOrder';
import {
  addedQuantity,
  addToCartFields,
  productViewFields,
  purchaseFields,
  type ShoppingEventContent,
  type ShoppingPage,
  type ShoppingProduct,
  type ShoppingVisitor,
} from './shoppingEventFields';
import { userIdFromEmail } from './userIdFromEmail';

/** localStorage key of the order ids whose purchase was tracked (a reload sends none again). */
export const TRACKED_ORDERS_KEY = 'ss_trackedOrders';
/** Order ids remembered under {@link TRACKED_ORDERS_KEY}, the newest. */
export const TRACKED_ORDERS_KEPT = 20;

/** Options of {@link createShoppingTracker}. */
export interface ShoppingTrackerOptions {
  /** Sends the events: the page's analytics tracker. */
  tracker: Pick<AnalyticsTracker, 'track'>;
  /** The analytics session, whose id is the session cookie's value. */
  session: Pick<AnalyticsSession, 'sessionInfo'>;
  /** Where the census cookie is read. */
  jar: CookieJar;
  /** Who is visiting which page: shopping events follow the census rules. */
  context: CensusContext;
  page: ShoppingPage;
  /** The visitor's e-mail when the page knows it; only the user id derived from it is sent. */
  email?: string | null;
  /** Send ad-pixel events to the page's pixels. @default true */
  adPixels?: boolean;
  /** The page's pixels, read at each event. @default the page's `gtag` and `fbq` */
  pixels?: () => AdPixelTargets;
  /** Where tracked order ids are remembered. @default localStorage (memory when blocked) */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Derives the user id from the e-mail. @default userIdFromEmail */
  userId?: (email: string | null | undefined) => Promise<string | null>;
}

/** The page's shopping events; each call resolves with whether the event was sent, never rejects. */
export interface ShoppingTracker {
  /** Whether this page sends shopping events at all (the census rules). */
  readonly allowed: boolean;
  /** A product view, once per product and page; `cart` is the visitor's cart when known. */
  productView(product: ShoppingProduct, cart?: ShoppingCart | null): Promise<boolean>;
  /** An add to cart: the entry added, the cart after it and, when known, the cart before it. */
  addToCart(entry: CartEntry, cart: ShoppingCart, cartBefore?: ShoppingCart | null): Promise<boolean>;
  /** A purchase, once per order id in this browser (remembered in localStorage). */
  purchase(order: AnalyticsOrder): Promise<boolean>;
}

/** The ad-pixel module, which loads with the first event for a page that has a pixel. */
type AdPixels = typeof import('./adPixelEvents');

const pagePixels = (): AdPixelTargets => {
  const page = globalThis as AdPixelTargets;
  return { gtag: page.gtag, fbq: page.fbq };
};

/**
 * Creates the shopping tracker: each
 * product view, add to cart and purchase goes to the analytics tracker with every shopping field,
 * and as an ad-pixel event to the page's Google tag and social pixel when it has them (the pixel
 * events' code is imported then: a bundle that splits it loads it only on such pages). A test
 * order's purchase is tracked but never sent to the pixels (ad platforms would count it).
 */
export function createShoppingTracker(options: ShoppingTrackerOptions): ShoppingTracker {
  const { tracker, session, jar, page, adPixels = true, pixels = pagePixels } = options;
  const allowed = isCensusAllowed(options.context);
  const userId = allowed ? (options.userId ?? userIdFromEmail)(options.email).catch(() => null) : null;
  const viewed = new Set<string>();
  const trackedOrders = new Set<string>();
  const storage = () => options.storage ?? globalThis.localStorage;

  const visitor = async (): Promise<ShoppingVisitor> => ({
    loggedIn: options.context.siteUser.authenticated,
    userId: await userId,
    sessionCookie: session.sessionInfo().sessionId,
    censusCookie: jar.get(COOKIE_NAMES.visitorRecord) ?? null,
  });

  const send = async (
    schema: string,
    content: (visitor: ShoppingVisitor) => ShoppingEventContent,
    pixel: ((events: AdPixels) => AdPixelEvent) | null,
  ): Promise<boolean> => {
    try {
      const fields = content(await visitor());
      const targets = pixels();
      const hasPixel = typeof targets.gtag === 'function' || typeof targets.fbq === 'function';
      await Promise.all([
        adPixels && pixel && hasPixel
          ? import('./adPixelEvents').then(
              (events) => events.sendAdPixelEvent(pixel(events), targets),
              (error: unknown) => console.error('[storefront] the ad pixels could not be loaded', error),
            )
          : null,
        tracker.track(schema, fields),
      ]);
      return true;
    } catch {
      // The tracker has logged a refused event; a bad amount or a network failure loses only this one.
      return false;
    }
  };

  const readTracked = (): string[] => {
    try {
      const list: unknown = JSON.parse(storage().getItem(TRACKED_ORDERS_KEY) ?? '[]');
      return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  const remember = (orderId: string) => {
    trackedOrders.add(orderId);
    try {
      const kept = [...readTracked().filter((id) => id !== orderId), orderId].slice(-TRACKED_ORDERS_KEPT);
      storage().setItem(TRACKED_ORDERS_KEY, JSON.stringify(kept));
    } catch {
      // Blocked storage: remembered for this page only.
    }
  };

  return {
    allowed,
    productView(product, cart = null) {
      if (!allowed || viewed.has(product.id)) return Promise.resolve(false);
      viewed.add(product.id);
      return send(
        SHOPPING_EVENT_SCHEMAS.productView,
        (who) => productViewFields(product, page, who, cart),
        (events) => events.viewItemPixel(product, page.currency),
      );
    },
    addToCart(entry, cart, cartBefore = null) {
      if (!allowed) return Promise.resolve(false);
      const quantity = addedQuantity(entry, cartBefore);
      return send(
        SHOPPING_EVENT_SCHEMAS.addToCart,
        (who) => addToCartFields(entry, quantity, cart, page, who),
        (events) => events.addToCartPixel(entry, quantity, cart.currency),
      );
    },
    purchase(order) {
      if (!allowed || trackedOrders.has(order.id) || readTracked().includes(order.id))
        return Promise.resolve(false);
      remember(order.id);
      return send(
        SHOPPING_EVENT_SCHEMAS.purchase,
        (who) => purchaseFields(order, page, who),
        order.testMode ? null : (events) => events.purchasePixel(order),
      );
    },
  };
}
