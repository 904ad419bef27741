import { createHash } from 'node:crypto';
import {
  type AnalyticsOrder,
  addedQuantity,
  addToCartFields,
  addToCartPixel,
  type CartEntry,
  type CensusContext,
  CURRENCY_CODES,
  createEmptyCart,
  createShoppingTracker,
  minorUnitsToDecimal,
  parseAnalyticsOrder,
  productViewFields,
  purchaseFields,
  purchasePixel,
  SHOPPING_EVENT_FIELDS,
  SHOPPING_EVENT_SCHEMAS,
  type ShoppingCart,
  type ShoppingPage,
  type ShoppingVisitor,
  sendAdPixelEvent,
  socialPixelEvent,
  TRACKED_ORDERS_KEY,
  toMajorUnits,
  userIdFromEmail,
  viewItemPixel,
} from '@storefront-widgets/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryJar } from './helpers/memoryJar';

const product = {
  id: 'prod-tee',
  name: 'Classic Tee',
  productType: 1 as const,
  isSubscribable: false,
  variants: [
    { sku: 'TEE-S', attributes: { Size: 'S' }, priceCents: 2700 },
    { sku: 'TEE-M', attributes: { Size: 'M' }, priceCents: 2500 },
  ],
};
const poster = {
  id: 'prod-poster',
  name: 'Poster',
  productType: 1 as const,
  variants: [{ sku: 'POSTER-A3', attributes: {}, priceCents: 1800 }],
};

const entry = (overrides: Partial<CartEntry> = {}): CartEntry => ({
  id: 'entry-1',
  itemId: 'prod-tee',
  chosenVariant: { sku: 'TEE-M', attributes: { Size: 'M' } },
  quantity: 3,
  title: 'Classic Tee',
  subTotal: { value: '7500', currency: 'USD', decimalValue: '75.00', currencyCode: 'USD' },
  purchasePriceCents: 2500,
  productType: 1,
  additionalFields: null,
  ...overrides,
});
const cartWith = (entries: CartEntry[]): ShoppingCart =>
  createEmptyCart({
    id: 'cart-1',
    currency: 'USD',
    entries,
    totalQuantity: entries.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents: entries.reduce((sum, line) => sum + line.quantity * line.purchasePriceCents, 0),
  });

const page: ShoppingPage = {
  websiteId: 'site-1',
  pageId: 'page-tee',
  currency: 'USD',
  pdpLayout: 'half',
  relatedProductItemIds: ['prod-poster'],
  pageItemId: 'prod-tee',
};
const visitor: ShoppingVisitor = {
  loggedIn: false,
  userId: null,
  sessionCookie: 'sess-1',
  censusCookie: 'v1|1|1|1|1',
};
const order: AnalyticsOrder = {
  id: 'order-1001',
  purchasedCartId: 'cart-1',
  testMode: false,
  websiteId: 'site-1',
  currency: 'USD',
  items: [
    { sku: 'TEE-M', productName: 'Classic Tee', quantity: 2, unitPrice: 25 },
    { sku: 'POSTER-A3', productName: 'Poster', quantity: 1, unitPrice: 18 },
  ],
  grandTotal: 79.6,
  shippingTotal: 5,
  taxTotal: 6.6,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('shopping event fields (platform §3)', () => {
  it('a product view carries every shopping field: the product, the page, the visitor and the cart', () => {
    const fields = productViewFields(product, page, visitor, cartWith([entry({ quantity: 1 })]));
    expect(Object.keys(fields).sort()).toEqual([...SHOPPING_EVENT_FIELDS, 'object_identifier'].sort());
    expect(fields).toEqual({
      website_id: 'site-1',
      page_id: 'page-tee',
      cart_id: 'cart-1',
      item_id: 'prod-tee',
      item_type: 'PHYSICAL',
      item_title: 'Classic Tee',
      item_price: 25,
      item_quantity: null,
      currency_code: 'USD',
      num_items_in_cart: 1,
      cart_value: 25,
      product_types_list: ['PHYSICAL'],
      purchase_type_list: ['ONE_TIME'],
      item_variant_object: null,
      pdp_layout: 'half',
      product_page: true,
      related_product_item_ids: ['prod-poster'],
      logged_in: false,
      user_id: null,
      session_cookie: 'sess-1',
      census_cookie: 'v1|1|1|1|1',
      object_identifier: 'prod-tee',
    });
  });

  it('a product view of a one-variant product names the variant; no cart reads as empty', () => {
    const fields = productViewFields({ ...poster, isSubscribable: true }, page, visitor, null);
    expect(fields).toMatchObject({
      item_price: 18,
      item_variant_object: { sku: 'POSTER-A3', attributes: {} },
      purchase_type_list: ['ONE_TIME', 'SUBSCRIPTION'],
      cart_id: null,
      num_items_in_cart: 0,
      cart_value: 0,
    });
  });

  it('an add to cart: the units added (a merge into a line counts only the new ones) and the cart after', () => {
    const before = cartWith([entry({ quantity: 1 })]);
    const after = cartWith([
      entry({ quantity: 3 }),
      entry({ id: 'entry-2', itemId: 'gift', productType: 4 }),
    ]);
    expect(addedQuantity(entry({ quantity: 3 }), before)).toBe(2);
    expect(addedQuantity(entry({ id: 'entry-new', quantity: 3 }), before)).toBe(3);
    expect(addedQuantity(entry({ quantity: 3 }), null)).toBe(3);
    const fields = addToCartFields(entry(), 2, after, page, visitor);
    expect(fields).toMatchObject({
      object_identifier: 'prod-tee',
      item_id: 'prod-tee',
      item_price: 25,
      item_quantity: 2,
      item_variant_object: { sku: 'TEE-M', attributes: { Size: 'M' } },
      num_items_in_cart: 6,
      cart_value: 150,
      product_types_list: ['PHYSICAL', 'GIFT_CARD'],
      product_page: true,
    });
    expect(addToCartFields(entry({ itemId: 'other' }), 1, after, page, visitor).product_page).toBe(false);
  });

  it('a purchase: the order id, its cart, units and grand total', () => {
    expect(purchaseFields(order, page, visitor)).toMatchObject({
      object_identifier: 'order-1001',
      website_id: 'site-1',
      cart_id: 'cart-1',
      num_items_in_cart: 3,
      cart_value: 79.6,
      currency_code: 'USD',
      item_id: null,
      product_page: false,
    });
  });
});

describe('amounts in major units', () => {
  it('follow the store currency table: two decimals, none for yen', () => {
    for (const code of CURRENCY_CODES)
      expect(toMajorUnits(123456, code), code).toBe(Number(minorUnitsToDecimal(123456, code)));
    expect(toMajorUnits(1999, 'USD')).toBe(19.99);
    expect(toMajorUnits(4800, 'JPY')).toBe(4800);
    expect(() => toMajorUnits(1, 'XXX')).toThrow(RangeError);
  });
});

describe('the order of a purchase (storefront §3 "Order (analytics)")', () => {
  it('reads amounts given as decimalValue or as minor-unit value', () => {
    expect(
      parseAnalyticsOrder(
        {
          id: 'order-1001',
          purchasedCartId: 'cart-1',
          testMode: true,
          websiteId: 'site-1',
          items: [{ sku: 'TEE-M', productName: 'Classic Tee', quantity: 2, unitPrice: { value: '2500' } }],
          grandTotal: { decimalValue: '55.40', currencyCode: 'USD' },
          shippingTotal: { value: '500' },
          taxTotal: { decimalValue: '0.40' },
        },
        'EUR',
      ),
    ).toEqual({
      id: 'order-1001',
      purchasedCartId: 'cart-1',
      testMode: true,
      websiteId: 'site-1',
      currency: 'USD',
      items: [{ sku: 'TEE-M', productName: 'Classic Tee', quantity: 2, unitPrice: 25 }],
      grandTotal: 55.4,
      shippingTotal: 5,
      taxTotal: 0.4,
    });
    // Yen have no minor unit; absent shipping and tax are 0.
    expect(parseAnalyticsOrder({ id: 'o', items: [], grandTotal: { value: '4800' } }, 'JPY')).toMatchObject({
      currency: 'JPY',
      grandTotal: 4800,
      shippingTotal: 0,
      taxTotal: 0,
      testMode: false,
    });
  });

  it('says what is wrong with a bad order', () => {
    const money = { decimalValue: '1.00' };
    expect(parseAnalyticsOrder('order-1', 'USD')).toBe('order must be an object');
    expect(parseAnalyticsOrder({ items: [], grandTotal: money }, 'USD')).toBe(
      'order.id must be a non-empty string',
    );
    expect(parseAnalyticsOrder({ id: 'o', grandTotal: money }, 'USD')).toBe('order.items must be a list');
    expect(parseAnalyticsOrder({ id: 'o', items: [] }, 'USD')).toMatch(/^order\.grandTotal must be money/);
    expect(parseAnalyticsOrder({ id: 'o', items: [], grandTotal: { decimalValue: '12,50' } }, 'USD')).toMatch(
      /^order\.grandTotal must be money/,
    );
    expect(parseAnalyticsOrder({ id: 'o', items: [], grandTotal: money }, 'dollars')).toMatch(
      /^order\.grandTotal must be money of a supported currency/,
    );
    expect(
      parseAnalyticsOrder(
        { id: 'o', items: [{ sku: 'A', quantity: 0, unitPrice: money }], grandTotal: money },
        'USD',
      ),
    ).toBe('order.items[0].quantity must be a whole number of 1 or more');
    expect(
      parseAnalyticsOrder({ id: 'o', items: [{ sku: 'A', quantity: 1 }], grandTotal: money }, 'USD'),
    ).toMatch(/^order\.items\[0\]\.unitPrice must be money/);
  });
});

describe('the user id derived from the e-mail', () => {
  it('is the SHA-256 of the trimmed, lower-cased address in hex', async () => {
    const expected = createHash('sha256').update('shopper@example.com').digest('hex');
    expect(await userIdFromEmail('shopper@example.com')).toBe(expected);
    expect(await userIdFromEmail('  Shopper@Example.COM ')).toBe(expected);
  });

  it('is null without an address or without Web Crypto', async () => {
    expect(await userIdFromEmail('')).toBeNull();
    expect(await userIdFromEmail(null)).toBeNull();
    expect(await userIdFromEmail('shopper@example.com', null)).toBeNull();
  });
});

describe('ad-pixel events (storefront §7)', () => {
  it('view product, add to cart and purchase with transaction id, value, shipping, tax and items', () => {
    expect(viewItemPixel(product, 'USD')).toEqual({
      name: 'view_item',
      params: {
        currency: 'USD',
        value: 25,
        items: [{ item_id: 'prod-tee', item_name: 'Classic Tee', price: 25, quantity: 1 }],
      },
    });
    expect(addToCartPixel(entry(), 2, 'USD')).toEqual({
      name: 'add_to_cart',
      params: {
        currency: 'USD',
        value: 50,
        items: [
          { item_id: 'prod-tee', item_name: 'Classic Tee', item_variant: 'TEE-M', price: 25, quantity: 2 },
        ],
      },
    });
    expect(purchasePixel(order)).toEqual({
      name: 'purchase',
      params: {
        transaction_id: 'order-1001',
        currency: 'USD',
        value: 79.6,
        shipping: 5,
        tax: 6.6,
        items: [
          { item_id: 'TEE-M', item_name: 'Classic Tee', price: 25, quantity: 2 },
          { item_id: 'POSTER-A3', item_name: 'Poster', price: 18, quantity: 1 },
        ],
      },
    });
  });

  it('the social pixel gets the same events as its standard events', () => {
    expect(socialPixelEvent(purchasePixel(order))).toEqual([
      'Purchase',
      {
        content_type: 'product',
        content_ids: ['TEE-M', 'POSTER-A3'],
        contents: [
          { id: 'TEE-M', quantity: 2, item_price: 25 },
          { id: 'POSTER-A3', quantity: 1, item_price: 18 },
        ],
        num_items: 3,
        currency: 'USD',
        value: 79.6,
        order_id: 'order-1001',
      },
    ]);
    expect(socialPixelEvent(viewItemPixel(product, 'USD'))[0]).toBe('ViewContent');
    expect(socialPixelEvent(addToCartPixel(entry(), 1, 'USD'))[0]).toBe('AddToCart');
  });

  it('goes to the pixels the page has; one that throws is logged and the other still gets it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const gtag = vi.fn();
    const fbq = vi.fn();
    const event = viewItemPixel(product, 'USD');
    expect(sendAdPixelEvent(event, { gtag, fbq })).toEqual(['gtag', 'fbq']);
    expect(gtag).toHaveBeenCalledWith('event', 'view_item', event.params);
    expect(fbq).toHaveBeenCalledWith('track', ...socialPixelEvent(event));
    expect(sendAdPixelEvent(event, {})).toEqual([]);
    const broken = () => {
      throw new Error('pixel down');
    };
    expect(sendAdPixelEvent(event, { gtag: broken, fbq })).toEqual(['fbq']);
    expect(error).toHaveBeenCalledWith("[storefront] the page's gtag pixel failed", expect.any(Error));
  });
});

describe('shopping tracker', () => {
  const anonymous: CensusContext = {
    siteUser: { authenticated: false, siteUserId: null },
    path: '/products/tee',
  };

  function setup(
    options: {
      context?: CensusContext;
      fail?: boolean;
      storage?: Map<string, string>;
      email?: string;
      adPixels?: boolean;
    } = {},
  ) {
    const tracked: Array<{ schema: string; content: Record<string, unknown> }> = [];
    const gtag = vi.fn();
    const fbq = vi.fn();
    const map = options.storage ?? new Map<string, string>();
    const shopping = createShoppingTracker({
      tracker: {
        track: async (schema, content = {}) => {
          tracked.push({ schema, content });
          if (options.fail) throw new Error('Error tracking event: HTTP Status 500');
        },
      },
      session: { sessionInfo: () => ({ sessionId: 'sess-1', isFirstLanding: false, isFirstSession: false }) },
      jar: memoryJar({ ss_cvr: 'v1|1|1|1|1' }),
      context: options.context ?? anonymous,
      page,
      email: options.email ?? null,
      pixels: () => ({ gtag, fbq }),
      storage: { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) },
      ...(options.adPixels === undefined ? {} : { adPixels: options.adPixels }),
    });
    return { shopping, tracked, gtag, fbq, map };
  }

  it('a product view goes once per product, with the cookies, the user id and an ad-pixel event', async () => {
    const { shopping, tracked, gtag, fbq } = setup({ email: 'Shopper@example.com' });
    expect(await shopping.productView(product)).toBe(true);
    expect(await shopping.productView(product)).toBe(false);
    expect(tracked).toEqual([
      {
        schema: SHOPPING_EVENT_SCHEMAS.productView,
        content: expect.objectContaining({
          item_id: 'prod-tee',
          logged_in: false,
          user_id: createHash('sha256').update('shopper@example.com').digest('hex'),
          session_cookie: 'sess-1',
          census_cookie: 'v1|1|1|1|1',
        }),
      },
    ]);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'view_item', expect.objectContaining({ value: 25 }));
    expect(fbq).toHaveBeenCalledWith(
      'track',
      'ViewContent',
      expect.objectContaining({ content_ids: ['prod-tee'] }),
    );
  });

  it('nothing for a signed-in user, pixels included; a viewer-only user is tracked as logged in', async () => {
    const signedIn = { authenticated: true, siteUserId: 'u1' };
    const blocked = setup({ context: { ...anonymous, siteUser: signedIn } });
    expect(blocked.shopping.allowed).toBe(false);
    expect(await blocked.shopping.productView(product)).toBe(false);
    expect(await blocked.shopping.addToCart(entry(), cartWith([entry()]))).toBe(false);
    expect(await blocked.shopping.purchase(order)).toBe(false);
    expect(blocked.tracked).toEqual([]);
    expect(blocked.gtag).not.toHaveBeenCalled();
    expect(blocked.fbq).not.toHaveBeenCalled();

    const viewer = setup({ context: { ...anonymous, siteUser: signedIn, websiteRoles: [10] } });
    await viewer.shopping.productView(product);
    expect(viewer.tracked[0]?.content.logged_in).toBe(true);
  });

  it('an add to cart counts the units added, against the cart before it', async () => {
    const { shopping, tracked, gtag } = setup();
    const after = cartWith([entry({ quantity: 3 })]);
    expect(await shopping.addToCart(entry({ quantity: 3 }), after, cartWith([entry({ quantity: 1 })]))).toBe(
      true,
    );
    expect(tracked[0]).toMatchObject({
      schema: SHOPPING_EVENT_SCHEMAS.addToCart,
      content: { item_quantity: 2, num_items_in_cart: 3, cart_id: 'cart-1' },
    });
    expect(gtag).toHaveBeenCalledWith('event', 'add_to_cart', expect.objectContaining({ value: 50 }));
  });

  it('a purchase goes once per order in this browser; a test order never reaches the pixels', async () => {
    const storage = new Map<string, string>();
    const first = setup({ storage });
    expect(await first.shopping.purchase(order)).toBe(true);
    expect(first.tracked[0]?.schema).toBe(SHOPPING_EVENT_SCHEMAS.purchase);
    expect(first.gtag).toHaveBeenCalledWith(
      'event',
      'purchase',
      expect.objectContaining({ transaction_id: 'order-1001', shipping: 5, tax: 6.6 }),
    );
    expect(await first.shopping.purchase(order)).toBe(false);
    // The order-confirmed page reloaded: a new tracker over the same storage.
    const reloaded = setup({ storage });
    expect(await reloaded.shopping.purchase(order)).toBe(false);
    expect(reloaded.tracked).toEqual([]);
    expect(JSON.parse(storage.get(TRACKED_ORDERS_KEY) ?? '[]')).toEqual(['order-1001']);

    const test = setup();
    expect(await test.shopping.purchase({ ...order, id: 'order-test', testMode: true })).toBe(true);
    expect(test.tracked).toHaveLength(1);
    expect(test.gtag).not.toHaveBeenCalled();
    expect(test.fbq).not.toHaveBeenCalled();
  });

  it('remembers at most 20 orders, the newest', async () => {
    const storage = new Map([
      [TRACKED_ORDERS_KEY, JSON.stringify(Array.from({ length: 20 }, (_, i) => `o${i}`))],
    ]);
    await setup({ storage }).shopping.purchase(order);
    const kept = JSON.parse(storage.get(TRACKED_ORDERS_KEY) ?? '[]');
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe('o1');
    expect(kept.at(-1)).toBe('order-1001');
  });

  it('a refused event resolves false and the next one still goes; adPixels false keeps the pixels out', async () => {
    const failing = setup({ fail: true });
    expect(await failing.shopping.productView(product)).toBe(false);
    expect(await failing.shopping.productView(poster)).toBe(false);
    expect(failing.tracked).toHaveLength(2);
    const quiet = setup({ adPixels: false });
    expect(await quiet.shopping.productView(product)).toBe(true);
    expect(quiet.gtag).not.toHaveBeenCalled();
    expect(quiet.fbq).not.toHaveBeenCalled();
  });
});
