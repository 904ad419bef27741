import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API_ROUTES,
  type FormDefinition,
  formatMoney,
  type Product,
  type ProductListResponse,
  type ShoppingCart,
} from '@storefront-widgets/core';
import { FORM_IDS, issueCrumb } from '@storefront-widgets/mock-backend';
import type { Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { registerTelemetryPages } from './analytics/registerTelemetryPages';
import { ownerXsrfOf } from './owner/ownerSession';
import { registerOwnerPages } from './owner/registerOwnerPages';
import { isSiteLocale, localizePage, SITE_LOCALES } from './pageData/localizePage';
import {
  cartPage,
  checkoutPage,
  formPage,
  homePage,
  infoPage,
  orderConfirmedPage,
  productPage,
  restockPage,
  type WebsiteSettings,
} from './pageData/sitePages';
import { productImageSvg } from './productImage';
import { createSiteRenderer, type SiteRenderer } from './render/createSiteRenderer';
import type { RenderPage } from './render/RenderPage';

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
  '.html': 'text/html; charset=utf-8',
};

/** Where the built drop-in and the site's own static files are. */
const EMBED_DIST = fileURLToPath(new URL('../../../packages/embed/dist/', import.meta.url));
const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

/** A year, the longest lifetime browsers and CDNs keep a file for. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How long a browser may keep a static file without asking again. The drop-in's chunks are named
 * by a hash of their content (`chunks/<name>-<hash>.js`, rollup.config.mjs), so a changed chunk is
 * a new URL: a browser keeps them a year, as the template authors' guide tells a CDN to. Every
 * other file (the loader, whose URL stays; the versioned folder, which a rebuild of the same
 * version rewrites; the site's own files) is asked for again each time, and answered 304 without
 * its body when its ETag still matches.
 * @param path the file's path under the folder it is served from
 */
export function cacheControlOf(path: string): string {
  return /(^|\/)chunks\/[^/]+\.js$/.test(path) ? IMMUTABLE : 'no-cache';
}

/** Serves a file from `root`, refusing any path that climbs out of it. */
async function serveFile(c: Context, root: string, path: string) {
  const file = normalize(join(root, path));
  if (!file.startsWith(root)) return c.json({ message: 'Not found.' }, 404);
  try {
    const body = await readFile(file);
    return c.body(body, 200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlOf(path),
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

/** The form type GetTemplateSchema is asked for: a form block. */
const FORM_BLOCK_TYPE = 'form-block';

/**
 * Forms whose SaveFormSubmission answers a fixed status, by status. 404 is a form the backend does
 * not know, so its definition is written here ("This form has not been configured yet.").
 */
const STATUS_FORMS: Record<string, string> = {
  '401': FORM_IDS.status401,
  '429': FORM_IDS.status429,
  '500': FORM_IDS.status500,
};
const UNCONFIGURED_FORM: FormDefinition = {
  id: 'form-not-configured',
  name: 'Not configured',
  fields: [{ id: 'message', type: 'text', title: 'Message', description: '', required: true }],
  submissionMessage: '',
  submissionHtml: '',
  disclaimer: '',
  successRedirect: null,
  captcha: { enabled: false, type: 'classic', siteKey: '' },
  isNewsletter: false,
  submitButtonText: '',
};

/**
 * Adds the example store's pages and static files to the reference backend's app. Pages read
 * the catalogue, the website and the cart through the API, like any server-side renderer of the
 * platform, shape them as the platform's page JSON and render them with the template engine
 * (templates/*.jsont). `?format=json` on any page answers that JSON instead, as the platform does.
 */
export function registerSite(app: Hono, renderer: SiteRenderer = createSiteRenderer()): Hono {
  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
  });

  const products = async (c: Context): Promise<Product[]> =>
    (await fetchApi<ProductListResponse>(app, c, API_ROUTES.products)).products;
  const website = (c: Context) => fetchApi<WebsiteSettings>(app, c, API_ROUTES.website);

  /**
   * Renders `template` with the page JSON (or answers the JSON for `?format=json`), in the
   * edition `?locale=` names (see `SITE_LOCALES`); an unknown one is refused, naming the editions.
   * A signed-in owner's pages also get `owner` (the header's owner links and sign-out form, with
   * its crumb).
   */
  const page: RenderPage = (c, template, pageData, status = 200) => {
    const locale = c.req.query('locale');
    if (locale !== undefined && !isSiteLocale(locale)) {
      return c.text(
        `Unknown locale "${locale}": the store is in ${Object.keys(SITE_LOCALES).join(', ')}.`,
        400,
      );
    }
    const data = locale ? localizePage(pageData, locale) : pageData;
    if (c.req.query('format') === 'json') return c.json(data, status);
    const owner = ownerXsrfOf(c) ? { owner: { crumb: issueCrumb(c) } } : {};
    const { html, errors } = renderer.render(template, { ...data, ...owner });
    for (const error of errors) console.error(`[site] ${c.req.path}: ${error}`);
    return c.html(html, status);
  };
  const notFound = async (c: Context, title: string) =>
    page(c, 'info', infoPage(await website(c), title, []), 404);

  // Static files carry an ETag (a hash of their bytes, Hono's middleware), so a browser that asks
  // again for an unchanged one gets a 304 without the body and keeps its compiled code.
  app.use('/assets/*', etag());
  app.use('/installments/*', etag());
  app.get('/assets/storefront/*', (c) =>
    serveFile(c, EMBED_DIST, c.req.path.slice('/assets/storefront/'.length)),
  );
  app.get('/assets/:file', (c) => serveFile(c, PUBLIC_DIR, c.req.param('file')));
  // The installment info modal's pages, one per locale (the site has no outside network).
  app.get('/installments/:file', (c) => serveFile(c, `${PUBLIC_DIR}installments/`, c.req.param('file')));
  app.get('/images/:file', async (c) => {
    const match = /^(.+?)(?:--(\w+))?\.svg$/.exec(c.req.param('file'));
    const product = match && (await products(c)).find((item) => item.id === match[1]);
    if (!product || !match) return c.json({ message: 'No such image.' }, 404);
    return c.body(productImageSvg(product.name, match[2]), 200, { 'Content-Type': TYPES['.svg'] ?? '' });
  });

  const form = async (c: Context, formId: string) =>
    (
      await fetchApi<{ form: FormDefinition }>(
        app,
        c,
        `${API_ROUTES.templateSchema}?${new URLSearchParams({ type: FORM_BLOCK_TYPE, formId })}`,
      )
    ).form;

  app.get('/', async (c) => page(c, 'home', homePage(await website(c), await products(c))));
  app.get('/products/:slug', async (c) => {
    const product = (await products(c)).find((item) => item.urlSlug === c.req.param('slug'));
    if (!product) return notFound(c, 'Product not found');
    return page(c, 'product', productPage(await website(c), product));
  });
  app.get('/cart', async (c) => {
    const cart = await fetchApi<ShoppingCart>(app, c, API_ROUTES.cart);
    return page(c, 'cart', cartPage(await website(c), cart));
  });
  registerTelemetryPages(app, page, website, registerOwnerPages(app, page, website));
  app.get('/restock', async (c) => page(c, 'restock', restockPage(await website(c), await products(c))));

  const formRoute = (path: string, formId: string, title: string, intro: string) =>
    app.get(path, async (c) =>
      page(c, 'form', formPage(await website(c), { title, intro, form: await form(c, formId) })),
    );
  formRoute('/contact', FORM_IDS.contact, 'Contact', 'Questions about an order? Write to us.');
  formRoute('/newsletter', FORM_IDS.newsletter, 'Stay in touch', 'New products and offers, once a month.');
  formRoute('/quote', FORM_IDS.captchaRedirect, 'Quotes', 'Tell us what you need for your event or shop.');
  app.get('/forms/status/:status', async (c) => {
    const status = c.req.param('status');
    const formId = STATUS_FORMS[status];
    const definition = status === '404' ? UNCONFIGURED_FORM : formId ? await form(c, formId) : null;
    if (!definition) return notFound(c, 'No such test form');
    return page(
      c,
      'form',
      formPage(await website(c), {
        title: `Test form: ${status}`,
        intro: `Submitting this form makes the server answer ${status}.`,
        form: definition,
      }),
    );
  });
  app.get('/thank-you', async (c) =>
    page(c, 'info', infoPage(await website(c), 'Thank you', ['We received your request.'])),
  );

  // The checkout pages belong to the platform; these stand-ins show where a flow arrived.
  app.get('/checkout', async (c) => page(c, 'info', checkoutPage(await website(c))));
  app.get('/checkout/order-confirmed', async (c) => {
    const cart = await fetchApi<ShoppingCart>(app, c, API_ROUTES.cart);
    return page(c, 'info', orderConfirmedPage(await website(c), cart));
  });
  app.get('/checkout/subscription', async (c) =>
    page(
      c,
      'info',
      infoPage(await website(c), 'Subscription checkout', [`Cart token: ${c.req.query('cartToken') ?? ''}`]),
    ),
  );
  app.get('/checkout/gift-card', async (c) => {
    const product = (await products(c)).find((item) => item.id === c.req.query('productId'));
    const variant = product?.variants.find((item) => item.sku === c.req.query('sku'));
    return page(
      c,
      'info',
      infoPage(
        await website(c),
        'Gift card',
        product && variant
          ? [`${product.name}: ${formatMoney(variant.priceCents, product.currency)}`, `SKU: ${variant.sku}`]
          : ['Unknown gift card.'],
      ),
    );
  });
  return app;
}
