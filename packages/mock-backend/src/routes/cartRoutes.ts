import type { FormDefinition, Product, ProductVariant } from '@storefront/core';
import type { Context, Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { buildShoppingCart, toCartEntry } from '../cart/buildShoppingCart';
import { CART_MESSAGES, MAX_QUANTITY } from '../cart/cartMessages';
import { readQuantity } from '../cart/readQuantity';
import { FORM_MESSAGES_SUMMARY } from '../forms/formMessages';
import { validateFormValues } from '../forms/validateFormValues';
import { ApiError, fieldError } from '../http/ApiError';
import { asObject, optionalString, queryBoolean, requireString } from '../http/fields';
import { readBody } from '../http/readBody';
import { COOKIE } from '../security/cookieNames';
import { readCookie, removeCookie, writeCookie } from '../security/cookies';
import { randomToken } from '../security/randomToken';
import { requireCrumb } from '../security/requireCrumb';
import { type CartEntryRecord, type CartRecord, COLLECTIONS, type CouponRecord } from '../seed/records';

/** Cart cookie lifetime in seconds. */
const CART_MAX_AGE_S = 60 * 60 * 24 * 14;
const SERVICE = 3;
const GIFT_CARD = 4;

/** The visitor's open cart from the `CART` cookie, read fresh from storage. */
export function findCart(c: Context, ctx: AppContext): CartRecord | undefined {
  const id = readCookie(c, COOKIE.cart);
  if (!id || id.length > 100) return undefined;
  const cart = ctx.storage.get<CartRecord>(COLLECTIONS.carts, id);
  return cart && !cart.isPurchased ? cart : undefined;
}

/** Sets `CART` and `hasCart=true` (readable by scripts: the client decides from them whether to load the cart). */
export function setCartCookies(c: Context, cartId: string): void {
  writeCookie(c, COOKIE.cart, cartId, { maxAge: CART_MAX_AGE_S });
  writeCookie(c, COOKIE.hasCart, 'true', { maxAge: CART_MAX_AGE_S });
}

/** Removes the cart cookies (sign-out without cloneCart). */
export function clearCartCookies(c: Context): void {
  removeCookie(c, COOKIE.cart);
  removeCookie(c, COOKIE.hasCart);
}

/** Registers the shopping-cart, subscription-cart and inventory calls of spec/storefront.md §7. */
export function registerCartRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  const product = (id: string) => storage.get<Product>(COLLECTIONS.products, id);

  const emptyCart = (currency: string): CartRecord => ({
    id: '',
    websiteId: ctx.site().websiteId,
    created: ctx.now(),
    currency,
    isPurchased: false,
    orderId: null,
    entries: [],
    coupons: [],
    selectedShippingOptionId: null,
    shippingLocation: null,
  });
  const wire = (cart: CartRecord) =>
    buildShoppingCart({
      cart,
      products: product,
      coupons: (code) => storage.get<CouponRecord>(COLLECTIONS.coupons, code),
      site: ctx.site(),
    });
  const requireCart = (c: Context) => {
    const cart = findCart(c, ctx);
    if (!cart) throw new ApiError(404, CART_MESSAGES.noCart);
    return cart;
  };

  /**
   * Validates `additionalFields` JSON text against the product's form (400 with a field map).
   * Absent, '' and the JSON `null` (what a client sends for an item without fields) all mean
   * "no fields".
   */
  const checkAdditionalFields = (item: Product, text: string | undefined): string | null => {
    let values: unknown = null;
    if (text !== undefined && text !== '') {
      try {
        values = JSON.parse(text);
      } catch {
        throw fieldError('additionalFields', FORM_MESSAGES_SUMMARY.unparsable);
      }
    }
    if (values === null) {
      if (!item.additionalFieldsFormId) return null;
      throw new ApiError(400, {
        message: CART_MESSAGES.formRequired,
        errors: { additionalFields: 'Required' },
      });
    }
    if (typeof values !== 'object' || Array.isArray(values)) {
      throw fieldError('additionalFields', FORM_MESSAGES_SUMMARY.unparsable);
    }
    const form = item.additionalFieldsFormId
      ? storage.get<FormDefinition>(COLLECTIONS.forms, item.additionalFieldsFormId)
      : undefined;
    if (form) {
      const errors = validateFormValues(form, values as Record<string, unknown>);
      if (Object.keys(errors).length > 0)
        throw new ApiError(400, { message: FORM_MESSAGES_SUMMARY.invalid, errors });
    }
    return text as string;
  };

  /** Item, variant and quantity of an add request, checked in the order the client reports them. */
  const readItem = (body: Record<string, unknown>, quantityField: string) => {
    const itemId = requireString(body, 'itemId', { max: 200 });
    const item = product(itemId);
    if (!item) throw new ApiError(404, { message: CART_MESSAGES.productUnavailable, errors: { itemId } });
    const sku = body.sku;
    if (item.productType === GIFT_CARD && (sku === undefined || sku === null || sku === '')) {
      throw fieldError('sku', CART_MESSAGES.giftCardDenomination);
    }
    if (sku !== undefined && sku !== null && typeof sku !== 'string')
      throw fieldError('sku', '"sku" must be a string.');
    const quantity = readQuantity(body[quantityField], quantityField);
    const variant = item.variants.find((v) => v.sku === sku);
    if (!variant) throw fieldError('sku', CART_MESSAGES.variantUnavailable);
    const additionalFields = checkAdditionalFields(
      item,
      optionalString(body, 'additionalFields', { max: 20_000 }),
    );
    return { item, variant, quantity, additionalFields };
  };

  /** Stock and service rules for `quantity` more of a variant, given what the cart already holds. */
  const checkAvailability = (
    cart: CartRecord,
    item: Product,
    variant: ProductVariant,
    quantity: number,
    skipEntryId?: string,
  ) => {
    const already = cart.entries
      .filter((e) => e.sku === variant.sku && e.id !== skipEntryId)
      .reduce((sum, e) => sum + e.quantity, 0);
    if (
      item.productType === SERVICE &&
      !ctx.site().storeSettings.multipleQuantityAllowedForServices &&
      already + quantity > 1
    ) {
      throw fieldError('quantity', CART_MESSAGES.serviceSingle);
    }
    if (!variant.unlimited && already + quantity > variant.qtyInStock)
      throw fieldError('quantity', CART_MESSAGES.notEnoughStock);
  };

  const getCart = (c: Context) => {
    queryBoolean(c.req.query('mock'), 'mock');
    queryBoolean(c.req.query('calculateSubtotal'), 'calculateSubtotal');
    const timecode = c.req.query('timecode');
    if (timecode !== undefined && !/^\d{1,16}$/.test(timecode))
      throw fieldError('timecode', '"timecode" must be a timestamp in ms.');
    return c.json(wire(findCart(c, ctx) ?? emptyCart(ctx.site().currency)));
  };
  app.get('/api/commerce/shopping-cart', getCart);

  app.post('/api/commerce/shopping-cart/entries', async (c) => {
    requireCrumb(c);
    ctx.limit(c, 'addToCart', CART_MESSAGES.rateLimited);
    const body = asObject(await readBody(c));
    const { item, variant, quantity, additionalFields } = readItem(body, 'quantity');
    if (item.isSubscribable) throw fieldError('itemId', CART_MESSAGES.subscriptionOnly);

    // Read, check and write in one synchronous transaction: parallel adds to one cart serialize here.
    const { cart, entry, created } = storage.transaction(() => {
      const existing = findCart(c, ctx);
      const cart = existing ?? { ...emptyCart(item.currency), id: `cart-${randomToken(12)}` };
      if (cart.entries.length > 0 && cart.currency !== item.currency)
        throw fieldError('itemId', CART_MESSAGES.currencyMismatch);
      if (cart.entries.length === 0) cart.currency = item.currency;
      checkAvailability(cart, item, variant, quantity);
      let entry = cart.entries.find((e) => e.sku === variant.sku && e.additionalFields === additionalFields);
      if (entry) {
        if (entry.quantity + quantity > MAX_QUANTITY)
          throw fieldError('quantity', CART_MESSAGES.quantityRange);
        entry.quantity += quantity;
      } else {
        entry = {
          id: `entry-${randomToken(8)}`,
          itemId: item.id,
          sku: variant.sku,
          quantity,
          purchasePriceCents: variant.onSale ? variant.salePriceCents : variant.priceCents,
          additionalFields,
        } satisfies CartEntryRecord;
        cart.entries.push(entry);
      }
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return { cart, entry, created: !existing };
    });
    if (created || readCookie(c, COOKIE.hasCart) !== 'true') setCartCookies(c, cart.id);
    return c.json({ shoppingCart: wire(cart), newlyAdded: toCartEntry(entry, item, cart.currency) });
  });

  app.put('/api/commerce/shopping-cart/entries/:entryId', async (c) => {
    requireCrumb(c);
    const body = asObject(await readBody(c));
    if (body.quantity === undefined) throw fieldError('quantity', CART_MESSAGES.quantityNotNumber);
    const quantity = readQuantity(body.quantity);
    const cart = storage.transaction(() => {
      const cart = requireCart(c);
      const entry = cart.entries.find((e) => e.id === c.req.param('entryId'));
      if (!entry) throw new ApiError(404, CART_MESSAGES.entryNotFound);
      const item = product(entry.itemId);
      const variant = item?.variants.find((v) => v.sku === entry.sku);
      if (!item || !variant) throw fieldError('sku', CART_MESSAGES.variantUnavailable);
      checkAvailability(cart, item, variant, quantity, entry.id);
      entry.quantity = quantity;
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return cart;
    });
    return c.json({ shoppingCart: wire(cart) });
  });

  app.delete('/api/commerce/shopping-cart/entries/:entryId', (c) => {
    requireCrumb(c);
    const cart = storage.transaction(() => {
      const cart = requireCart(c);
      const before = cart.entries.length;
      cart.entries = cart.entries.filter((e) => e.id !== c.req.param('entryId'));
      if (cart.entries.length === before) throw new ApiError(404, CART_MESSAGES.entryNotFound);
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return cart;
    });
    return c.json({ shoppingCart: wire(cart) });
  });

  app.put('/api/commerce/shopping-cart/entries/:entryId/additionalFields', async (c) => {
    requireCrumb(c);
    const body = asObject(await readBody(c));
    const itemId = requireString(body, 'itemId', { max: 200 });
    const sku = requireString(body, 'sku', { max: 200 });
    const item = product(itemId);
    if (!item) throw new ApiError(404, { message: CART_MESSAGES.productUnavailable, errors: { itemId } });
    const additionalFields = checkAdditionalFields(
      item,
      requireString(body, 'additionalFields', { max: 20_000 }),
    );
    const { cart, entry } = storage.transaction(() => {
      const cart = requireCart(c);
      const entry = cart.entries.find((e) => e.id === c.req.param('entryId'));
      if (!entry) throw new ApiError(404, CART_MESSAGES.entryNotFound);
      if (entry.itemId !== itemId || entry.sku !== sku)
        throw fieldError('sku', CART_MESSAGES.variantUnavailable);
      entry.additionalFields = additionalFields;
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return { cart, entry };
    });
    return c.json({ shoppingCart: wire(cart), updatedEntry: toCartEntry(entry, item, cart.currency) });
  });

  app.post('/api/commerce/shopping-cart/coupons', async (c) => {
    requireCrumb(c);
    const body = asObject(await readBody(c));
    const code = requireString(body, 'code', { max: 50 }).trim().toUpperCase();
    const cart = storage.transaction(() => {
      const cart = requireCart(c);
      if (!cart.coupons.includes(code)) {
        if (cart.coupons.length >= 10) throw fieldError('code', 'At most 10 coupons can be applied.');
        cart.coupons.push(code);
      }
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return cart;
    });
    return c.json({ shoppingCart: wire(cart) });
  });

  app.delete('/api/commerce/shopping-cart/coupons/:code', (c) => {
    requireCrumb(c);
    const code = c.req.param('code').toUpperCase();
    const cart = storage.transaction(() => {
      const cart = requireCart(c);
      cart.coupons = cart.coupons.filter((k) => k !== code);
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return cart;
    });
    return c.json({ shoppingCart: wire(cart) });
  });

  app.put('/api/commerce/shopping-cart/shipping-option', async (c) => {
    requireCrumb(c);
    const body = asObject(await readBody(c));
    const id = requireString(body, 'shippingOptionId', { max: 100 });
    if (!ctx.site().shippingOptions.some((o) => o.id === id)) {
      throw fieldError(
        'shippingOptionId',
        `"shippingOptionId" must be one of ${ctx
          .site()
          .shippingOptions.map((o) => o.id)
          .join(', ')}.`,
      );
    }
    const cart = storage.transaction(() => {
      const cart = requireCart(c);
      cart.selectedShippingOptionId = id;
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return cart;
    });
    return c.json({ shoppingCart: wire(cart) });
  });

  app.post('/api/3/commerce/cart/subscription', async (c) => {
    requireCrumb(c);
    ctx.limit(c, 'addToCart', CART_MESSAGES.rateLimited);
    const body = asObject(await readBody(c));
    const { item, variant, quantity, additionalFields } = readItem(body, 'qty');
    if (!item.isSubscribable) throw fieldError('itemId', CART_MESSAGES.notSubscription);
    if (!variant.unlimited && quantity > variant.qtyInStock)
      throw fieldError('qty', CART_MESSAGES.notEnoughStock);
    const cartToken = `sub-${randomToken(12)}`;
    storage.put(COLLECTIONS.subscriptionCarts, cartToken, {
      cartToken,
      itemId: item.id,
      sku: variant.sku,
      qty: quantity,
      additionalFields,
      created: ctx.now(),
    });
    return c.json({ cartToken });
  });

  const inventory = (c: Context) => {
    const itemId = c.req.query('itemId');
    if (!itemId) throw fieldError('itemId', '"itemId" is required.');
    const item = product(itemId);
    if (!item) throw new ApiError(404, { message: CART_MESSAGES.productUnavailable, errors: { itemId } });
    return c.json({
      results: item.variants.map((v) => ({
        itemId: item.id,
        variantId: v.id,
        sku: v.sku,
        unlimited: v.unlimited || item.productType === 2 || item.productType === GIFT_CARD,
        qtyInStock: v.qtyInStock,
      })),
    });
  };
  app.get('/api/commerce/inventory/stock', inventory);
  app.get('/api/commerce/inventory/stock/', inventory);
}
