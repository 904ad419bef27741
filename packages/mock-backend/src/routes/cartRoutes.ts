import {
  AddToCartRequestSchema,
  type AddToCartResponse,
  API_ROUTES,
  ApplyCouponRequestSchema,
  COOKIE_NAMES,
  type FormDefinition,
  InventoryQuerySchema,
  type InventoryResponse,
  PRODUCT_TYPES,
  type Product,
  type ProductVariant,
  SelectShippingOptionRequestSchema,
  type ShoppingCart,
  ShoppingCartQuerySchema,
  type ShoppingCartResponse,
  SubscriptionCartRequestSchema,
  type SubscriptionCartResponse,
  UpdateAdditionalFieldsRequestSchema,
  type UpdateAdditionalFieldsResponse,
  UpdateQuantityRequestSchema,
} from '@storefront-widgets/core';
import type { Context, Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { buildShoppingCart, toCartEntry } from '../cart/buildShoppingCart';
import { CART_MESSAGES, MAX_QUANTITY } from '../cart/cartMessages';
import { createWireCache } from '../cart/createWireCache';
import { FORM_MESSAGES_SUMMARY } from '../forms/formMessages';
import { pickFormValues } from '../forms/pickFormValues';
import { validateFormValues } from '../forms/validateFormValues';
import { fieldError, httpError } from '../http/httpError';
import { validateBody, validateQuery } from '../http/validate';
import { readCookie, removeCookie, writeCookie } from '../security/cookies';
import { randomToken } from '../security/randomToken';
import { requireCrumb } from '../security/requireCrumb';
import { type CartEntryRecord, type CartRecord, COLLECTIONS, type CouponRecord } from '../seed/records';

/** Cart cookie lifetime in seconds. */
const CART_MAX_AGE_S = 60 * 60 * 24 * 14;

/** The visitor's open cart from the `CART` cookie, read fresh from storage. */
export function findCart(c: Context, ctx: AppContext): CartRecord | undefined {
  const id = readCookie(c, COOKIE_NAMES.cart);
  if (!id || id.length > 100) return undefined;
  const cart = ctx.storage.get<CartRecord>(COLLECTIONS.carts, id);
  return cart && !cart.isPurchased ? cart : undefined;
}

/** Sets `CART` and `hasCart=true` (readable by scripts: the client decides from them whether to load the cart). */
export function setCartCookies(c: Context, cartId: string): void {
  writeCookie(c, COOKIE_NAMES.cart, cartId, { maxAge: CART_MAX_AGE_S });
  writeCookie(c, COOKIE_NAMES.hasCart, 'true', { maxAge: CART_MAX_AGE_S });
}

/** Removes the cart cookies (sign-out without cloneCart). */
export function clearCartCookies(c: Context): void {
  removeCookie(c, COOKIE_NAMES.cart);
  removeCookie(c, COOKIE_NAMES.hasCart);
}

/** What an add or subscription request asks for, once its shape has been validated. */
interface ItemRequest {
  itemId: string;
  sku?: string | null | undefined;
  additionalFields?: string | null | undefined;
}

/** Registers the shopping-cart, subscription-cart and inventory calls of the platform. */
export function registerCartRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  const product = (id: string) => storage.get<Product>(COLLECTIONS.products, id);
  const crumb = requireCrumb();
  const addLimit = ctx.rateLimit('addToCart', CART_MESSAGES.rateLimited);

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
  const wire = (cart: CartRecord): ShoppingCart =>
    buildShoppingCart({
      cart,
      products: product,
      coupons: (code) => storage.get<CouponRecord>(COLLECTIONS.coupons, code),
      site: ctx.site(),
    });
  const requireCart = (c: Context) => {
    const cart = findCart(c, ctx);
    if (!cart) throw httpError(404, CART_MESSAGES.noCart);
    return cart;
  };
  const requireProduct = (itemId: string) => {
    const item = product(itemId);
    if (!item) throw httpError(404, { message: CART_MESSAGES.productUnavailable, errors: { itemId } });
    return item;
  };

  /**
   * Validates `additionalFields` JSON text against the product's form (400 with a field map) and
   * keeps the form's fields only.
   * Absent, '' and the JSON `null` (what a client sends for an item without fields) all mean
   * "no fields".
   */
  const checkAdditionalFields = (item: Product, text: string | null | undefined): string | null => {
    let values: unknown = null;
    if (text !== undefined && text !== null && text !== '') {
      try {
        values = JSON.parse(text);
      } catch {
        throw fieldError('additionalFields', FORM_MESSAGES_SUMMARY.unparsable);
      }
    }
    if (values === null) {
      if (!item.additionalFieldsFormId) return null;
      throw httpError(400, { message: CART_MESSAGES.formRequired, errors: { additionalFields: 'Required' } });
    }
    if (typeof values !== 'object' || Array.isArray(values)) {
      throw fieldError('additionalFields', FORM_MESSAGES_SUMMARY.unparsable);
    }
    // A product without a form takes no fields: nothing unvalidated is stored in a cart.
    if (!item.additionalFieldsFormId) throw fieldError('additionalFields', CART_MESSAGES.noAdditionalFields);
    const form = item.additionalFieldsFormId
      ? storage.get<FormDefinition>(COLLECTIONS.forms, item.additionalFieldsFormId)
      : undefined;
    if (!form) return text ?? null; // a string here: only non-empty text parses to an object
    const errors = validateFormValues(form, values as Record<string, unknown>);
    if (Object.keys(errors).length > 0)
      throw httpError(400, { message: FORM_MESSAGES_SUMMARY.invalid, errors });
    // Only the form's fields are kept.
    return JSON.stringify(pickFormValues(form, values as Record<string, unknown>));
  };

  /** The product and variant an add names, checked in the order the client reports them. */
  const readItem = (request: ItemRequest) => {
    const item = requireProduct(request.itemId);
    const { sku } = request;
    if (item.productType === PRODUCT_TYPES.giftCard && !sku) {
      throw fieldError('sku', CART_MESSAGES.giftCardDenomination);
    }
    const variant = item.variants.find((v) => v.sku === sku);
    if (!variant) throw fieldError('sku', CART_MESSAGES.variantUnavailable);
    const additionalFields = checkAdditionalFields(item, request.additionalFields);
    return { item, variant, additionalFields };
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
      item.productType === PRODUCT_TYPES.service &&
      !ctx.site().storeSettings.multipleQuantityAllowedForServices &&
      already + quantity > 1
    ) {
      throw fieldError('quantity', CART_MESSAGES.serviceSingle);
    }
    if (!variant.unlimited && already + quantity > variant.qtyInStock)
      throw fieldError('quantity', CART_MESSAGES.notEnoughStock);
  };

  // Storage that tells documents' revisions lets an unchanged cart's answer be sent as it was.
  const revisionOf = storage.revision?.bind(storage);
  const wireCache = revisionOf ? createWireCache(revisionOf) : undefined;
  const renderCart = (cart: CartRecord) => JSON.stringify(wire(cart) satisfies ShoppingCart);

  // The query is checked (mock, timecode, calculateSubtotal) though this backend needs none of it.
  app.get(API_ROUTES.cart, validateQuery(ShoppingCartQuerySchema), (c) => {
    const cartId = readCookie(c, COOKIE_NAMES.cart);
    if (cartId && wireCache) {
      const text = wireCache.answer(cartId, () => findCart(c, ctx), renderCart);
      if (text !== undefined) return c.body(text, 200, { 'Content-Type': 'application/json' });
    }
    return c.json(wire(findCart(c, ctx) ?? emptyCart(ctx.site().currency)) satisfies ShoppingCart);
  });

  app.post(API_ROUTES.cartEntries, crumb, addLimit, validateBody(AddToCartRequestSchema), async (c) => {
    const request = c.req.valid('json');
    const { item, variant, additionalFields } = readItem(request);
    const { quantity } = request;
    if (item.isSubscribable) throw fieldError('itemId', CART_MESSAGES.subscriptionOnly);

    // Read, check and write in one synchronous transaction: parallel adds to one cart serialize here.
    const { cart, entry, created } = storage.transaction(() => {
      const existing = findCart(c, ctx);
      const cart = existing ?? { ...emptyCart(item.currency), id: `cart-${randomToken(12)}` };
      // 409: the cart conflicts with the item; the client offers to empty the cart.
      if (cart.entries.length > 0 && cart.currency !== item.currency) {
        const message = CART_MESSAGES.currencyMismatch;
        throw httpError(409, { message, errors: { itemId: message } });
      }
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
    if (created) ctx.housekeeping.carts();
    if (created || readCookie(c, COOKIE_NAMES.hasCart) !== 'true') setCartCookies(c, cart.id);
    return c.json({
      shoppingCart: wire(cart),
      newlyAdded: toCartEntry(entry, item, cart.currency),
    } satisfies AddToCartResponse);
  });

  app.put(API_ROUTES.cartEntry, crumb, validateBody(UpdateQuantityRequestSchema), (c) => {
    const { quantity } = c.req.valid('json');
    const cart = storage.transaction(() => {
      const cart = requireCart(c);
      const entry = cart.entries.find((e) => e.id === c.req.param('entryId'));
      if (!entry) throw httpError(404, CART_MESSAGES.entryNotFound);
      const item = product(entry.itemId);
      const variant = item?.variants.find((v) => v.sku === entry.sku);
      if (!item || !variant) throw fieldError('sku', CART_MESSAGES.variantUnavailable);
      checkAvailability(cart, item, variant, quantity, entry.id);
      entry.quantity = quantity;
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return cart;
    });
    return c.json({ shoppingCart: wire(cart) } satisfies ShoppingCartResponse);
  });

  app.delete(API_ROUTES.cartEntry, crumb, (c) => {
    const cart = storage.transaction(() => {
      const cart = requireCart(c);
      const before = cart.entries.length;
      cart.entries = cart.entries.filter((e) => e.id !== c.req.param('entryId'));
      if (cart.entries.length === before) throw httpError(404, CART_MESSAGES.entryNotFound);
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return cart;
    });
    return c.json({ shoppingCart: wire(cart) } satisfies ShoppingCartResponse);
  });

  // Empties the cart (the cart page's way out of a cart in another currency); the cart and its
  // cookies stay, so the next add starts a new currency in the same cart.
  app.delete(API_ROUTES.cart, crumb, (c) => {
    const cart = storage.transaction(() => {
      const cart = requireCart(c);
      cart.entries = [];
      cart.coupons = [];
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return cart;
    });
    return c.json({ shoppingCart: wire(cart) } satisfies ShoppingCartResponse);
  });

  app.put(
    API_ROUTES.cartEntryAdditionalFields,
    crumb,
    validateBody(UpdateAdditionalFieldsRequestSchema),
    (c) => {
      const { itemId, sku, additionalFields: text } = c.req.valid('json');
      const item = requireProduct(itemId);
      const additionalFields = checkAdditionalFields(item, text);
      const { cart, entry } = storage.transaction(() => {
        const cart = requireCart(c);
        const entry = cart.entries.find((e) => e.id === c.req.param('entryId'));
        if (!entry) throw httpError(404, CART_MESSAGES.entryNotFound);
        if (entry.itemId !== itemId || entry.sku !== sku)
          throw fieldError('sku', CART_MESSAGES.variantUnavailable);
        entry.additionalFields = additionalFields;
        storage.put(COLLECTIONS.carts, cart.id, cart);
        return { cart, entry };
      });
      return c.json({
        shoppingCart: wire(cart),
        updatedEntry: toCartEntry(entry, item, cart.currency),
      } satisfies UpdateAdditionalFieldsResponse);
    },
  );

  app.post(API_ROUTES.cartCoupons, crumb, validateBody(ApplyCouponRequestSchema), (c) => {
    const code = c.req.valid('json').code.trim().toUpperCase();
    const cart = storage.transaction(() => {
      const cart = requireCart(c);
      if (!cart.coupons.includes(code)) {
        if (cart.coupons.length >= 10) throw fieldError('code', 'At most 10 coupons can be applied.');
        cart.coupons.push(code);
      }
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return cart;
    });
    return c.json({ shoppingCart: wire(cart) } satisfies ShoppingCartResponse);
  });

  app.delete(API_ROUTES.cartCoupon, crumb, (c) => {
    const code = c.req.param('code').toUpperCase();
    const cart = storage.transaction(() => {
      const cart = requireCart(c);
      cart.coupons = cart.coupons.filter((k) => k !== code);
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return cart;
    });
    return c.json({ shoppingCart: wire(cart) } satisfies ShoppingCartResponse);
  });

  app.put(API_ROUTES.cartShippingOption, crumb, validateBody(SelectShippingOptionRequestSchema), (c) => {
    const id = c.req.valid('json').shippingOptionId;
    const options = ctx.site().shippingOptions;
    if (!options.some((o) => o.id === id)) {
      const ids = options.map((o) => o.id).join(', ');
      throw fieldError('shippingOptionId', `"shippingOptionId" must be one of ${ids}.`);
    }
    const cart = storage.transaction(() => {
      const cart = requireCart(c);
      cart.selectedShippingOptionId = id;
      storage.put(COLLECTIONS.carts, cart.id, cart);
      return cart;
    });
    return c.json({ shoppingCart: wire(cart) } satisfies ShoppingCartResponse);
  });

  app.post(API_ROUTES.subscriptionCart, crumb, addLimit, validateBody(SubscriptionCartRequestSchema), (c) => {
    const request = c.req.valid('json');
    const { item, variant, additionalFields } = readItem(request);
    if (!item.isSubscribable) throw fieldError('itemId', CART_MESSAGES.notSubscription);
    if (!variant.unlimited && request.qty > variant.qtyInStock)
      throw fieldError('qty', CART_MESSAGES.notEnoughStock);
    const cartToken = `sub-${randomToken(12)}`;
    storage.put(COLLECTIONS.subscriptionCarts, cartToken, {
      cartToken,
      itemId: item.id,
      sku: variant.sku,
      qty: request.qty,
      additionalFields,
      created: ctx.now(),
    });
    return c.json({ cartToken } satisfies SubscriptionCartResponse);
  });

  // Registered with and without the trailing slash the spec writes ("commerce/inventory/stock/").
  for (const route of [API_ROUTES.inventoryStock, API_ROUTES.inventoryStock.replace(/\/$/, '')]) {
    app.get(route, validateQuery(InventoryQuerySchema), (c) => {
      const item = requireProduct(c.req.valid('query').itemId);
      const isNeverOutOfStock =
        item.productType === PRODUCT_TYPES.digital || item.productType === PRODUCT_TYPES.giftCard;
      return c.json({
        results: item.variants.map((v) => ({
          itemId: item.id,
          variantId: v.id,
          sku: v.sku,
          unlimited: v.unlimited || isNeverOutOfStock,
          qtyInStock: v.qtyInStock,
        })),
      } satisfies InventoryResponse);
    });
  }
}
