import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Product, ProductListResponse, ShoppingCart } from '@storefront/core';
import type { Context, Hono } from 'hono';
import { cartPage } from './pages/cartPage';
import { homePage, productPage } from './pages/productPage';
import { productImageSvg } from './productImage';

/**
 * The example site's Content-Security-Policy: scripts and styles only from this origin, no
 * inline code, no eval. The drop-in must work under it.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Where the built drop-in and the site's own static files are. */
const EMBED_DIST = fileURLToPath(new URL('../../../packages/embed/dist/', import.meta.url));
const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

/** Serves a file from `root`, refusing any path that climbs out of it. */
async function serveFile(c: Context, root: string, path: string) {
  const file = normalize(join(root, path));
  if (!file.startsWith(root)) return c.json({ message: 'Not found.' }, 404);
  try {
    const body = await readFile(file);
    return c.body(body, 200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
  } catch {
    return c.json({ message: `No file ${path}.` }, 404);
  }
}

/** Calls the API on the same app with the visitor's cookies, as a server-side renderer would. */
async function fetchApi<T>(app: Hono, c: Context, path: string): Promise<T> {
  const response = await app.request(path, { headers: { cookie: c.req.header('cookie') ?? '' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const siteConfig = { apiBase: '' };

/**
 * Adds the example store's pages and static files to the reference backend's app. Pages read
 * the catalogue and the cart through the API, like any server-side renderer of the platform.
 */
export function registerSite(app: Hono): Hono {
  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
  });

  const products = async (c: Context): Promise<Product[]> =>
    (await fetchApi<ProductListResponse>(app, c, '/api/commerce/products')).products;

  app.get('/assets/storefront/*', (c) =>
    serveFile(c, EMBED_DIST, c.req.path.slice('/assets/storefront/'.length)),
  );
  app.get('/assets/:file', (c) => serveFile(c, PUBLIC_DIR, c.req.param('file')));
  app.get('/images/:file', async (c) => {
    const match = /^(.+?)(?:--(\w+))?\.svg$/.exec(c.req.param('file'));
    const product = match && (await products(c)).find((item) => item.id === match[1]);
    if (!product || !match) return c.json({ message: 'No such image.' }, 404);
    return c.body(productImageSvg(product.name, match[2]), 200, { 'Content-Type': TYPES['.svg'] ?? '' });
  });

  app.get('/', async (c) => c.html(homePage(await products(c), siteConfig)));
  app.get('/products/:slug', async (c) => {
    const product = (await products(c)).find((item) => item.urlSlug === c.req.param('slug'));
    if (!product) return c.html('<!doctype html><title>Not found</title><h1>Product not found</h1>', 404);
    return c.html(productPage(product, siteConfig));
  });
  app.get('/cart', async (c) => {
    const cart = await fetchApi<ShoppingCart>(app, c, '/api/commerce/shopping-cart');
    return c.html(cartPage(cart, { ...siteConfig, isCartPage: true }));
  });
  return app;
}
