import type { AddToCartRequest, CartEntry, ShoppingCart } from '@storefront/core';
import { createEmptyCart } from '@storefront/core';
import { Hono } from 'hono';

/** Stock rows by itemId for the test backend. */
export type StockTable = Record<string, { sku: string; unlimited: boolean; qtyInStock: number }[]>;

/**
 * A small but real cart backend (Hono) for core tests: keeps a cart in memory, validates the
 * request body, and answers the storefront §7 commerce calls.
 */
export function createCartBackend(
  options: { stock?: StockTable; failAddWith?: { status: number; body: unknown } } = {},
) {
  let cart: ShoppingCart = createEmptyCart({ id: 'cart-1', websiteId: 'site-1' });
  const requests: { method: string; path: string; body: unknown; query: Record<string, string> }[] = [];
  const app = new Hono();

  app.use(async (c, next) => {
    const body =
      c.req.method === 'GET'
        ? undefined
        : await c.req.raw
            .clone()
            .json()
            .catch(() => undefined);
    requests.push({ method: c.req.method, path: c.req.path, body, query: c.req.query() });
    await next();
  });

  app.get('/api/commerce/shopping-cart', (c) => c.json(cart));

  app.post('/api/commerce/shopping-cart/entries', async (c) => {
    if (options.failAddWith) return c.json(options.failAddWith.body, options.failAddWith.status as 400);
    const body = (await c.req.json()) as AddToCartRequest;
    if (typeof body.itemId !== 'string' || typeof body.sku !== 'string' || !Number.isInteger(body.quantity)) {
      return c.json({ message: 'Invalid request' }, 400);
    }
    const entry: CartEntry = {
      id: `entry-${cart.entries.length + 1}`,
      itemId: body.itemId,
      chosenVariant: { sku: body.sku, attributes: {} },
      quantity: body.quantity,
      title: body.itemId,
      subTotal: {
        value: String(body.quantity * 1000),
        currency: 'USD',
        decimalValue: `${body.quantity * 10}.00`,
        currencyCode: 'USD',
      },
      purchasePriceCents: 1000,
      productType: 1,
      additionalFields: body.additionalFields ?? null,
    };
    const entries = [...cart.entries, entry];
    cart = { ...cart, entries, totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0) };
    return c.json({ shoppingCart: cart, newlyAdded: entry });
  });

  app.put('/api/commerce/shopping-cart/entries/:entryId/additionalFields', async (c) => {
    const body = (await c.req.json()) as { additionalFields: string };
    const entry = cart.entries.find((e) => e.id === c.req.param('entryId'));
    if (!entry) return c.json({ message: 'No such entry' }, 404);
    const updatedEntry = { ...entry, additionalFields: body.additionalFields };
    cart = { ...cart, entries: cart.entries.map((e) => (e.id === entry.id ? updatedEntry : e)) };
    return c.json({ shoppingCart: cart, updatedEntry });
  });

  app.post('/api/3/commerce/cart/subscription', async (c) => {
    const body = (await c.req.json()) as { itemId: string; sku: string; qty: number };
    return c.json({ cartToken: `sub-${body.itemId}-${body.sku}-${body.qty}` });
  });

  app.get('/api/commerce/inventory/stock/', (c) => {
    const itemId = c.req.query('itemId') ?? '';
    return c.json({
      results: (options.stock?.[itemId] ?? []).map((row) => ({ itemId, variantId: row.sku, ...row })),
    });
  });

  return {
    app,
    requests,
    getCart: () => cart,
    setCart: (next: ShoppingCart) => {
      cart = next;
    },
  };
}
