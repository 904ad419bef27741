import { CRUMB_RESPONSE_HEADER } from '@storefront-widgets/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { closeWhenBodyUnread } from '../http/closeWhenBodyUnread';
import { errorBodyOf } from '../http/httpError';
import { registerAnalyticsRoutes } from '../routes/analyticsRoutes';
import { registerCartRoutes } from '../routes/cartRoutes';
import { registerCatalogueRoutes } from '../routes/catalogueRoutes';
import { registerFormRoutes } from '../routes/formRoutes';
import { registerOwnerRoutes } from '../routes/ownerRoutes';
import { registerRestockRoutes } from '../routes/restockRoutes';
import { registerSessionRoutes } from '../routes/sessionRoutes';
import { markMirrored, markSecure } from '../security/cookies';
import { createRateLimiter } from '../security/createRateLimiter';
import { ensureCrumb } from '../security/ensureCrumb';
import { createPbkdf2Hasher } from '../security/passwords';
import { ownerSession } from '../security/sessions';
import { seedCatalogue } from '../seed/seedCatalogue';
import { createAppContext } from './AppContext';
import {
  type CreateAppOptions,
  DEFAULT_BODY_LIMITS,
  DEFAULT_RATE_LIMITS,
  type RateLimits,
  TEST_RATE_LIMITS,
} from './CreateAppOptions';

/**
 * Paths of the beacon-style calls: smaller body limit. No crumb (sendBeacon cannot set headers),
 * except RecordEvent's, which a beacon carries as a form field, and RecordJavascriptErrors', a
 * header.
 */
export const BEACON_PATHS =
  /^\/api\/(census\/|1\/performance\/records|analytics\/events|events\/Record(Event|JavascriptErrors)$)/;

/**
 * The reference backend: one Hono app serving every call of the platform and
 * the platform under `/api`. Use its `fetch` in tests and the browser, or serve it with
 * `startServer`. Every answer is JSON; refusals carry `{ message, errors?, crumbFail? }`.
 */
export function createApp(options: CreateAppOptions): Hono {
  const passwords = options.passwords ?? createPbkdf2Hasher();
  if (options.seed !== false) seedCatalogue(options.storage, { passwordScheme: passwords.scheme });
  const now = options.now ?? Date.now;
  const rules: RateLimits = {
    ...(options.testMode ? TEST_RATE_LIMITS : DEFAULT_RATE_LIMITS),
    ...options.rateLimits,
  };
  const bodyLimits = { ...DEFAULT_BODY_LIMITS, ...options.bodyLimits };
  const ctx = createAppContext(
    options,
    {
      addToCart: createRateLimiter(rules.addToCart, now),
      formSubmission: createRateLimiter(rules.formSubmission, now),
      beacon: createRateLimiter(rules.beacon, now),
      login: createRateLimiter(rules.login, now),
      loginFailures: createRateLimiter(rules.loginFailures, now),
      formKey: createRateLimiter(rules.formKey, now),
    },
    bodyLimits,
    passwords,
  );

  const app = new Hono();
  // No answer before the writes made so far are on disk (one fsync for those made together).
  const { storage } = options;
  if (storage.durable) {
    app.use('*', async (_c, next) => {
      await next();
      await storage.durable?.();
    });
  }
  app.use('*', closeWhenBodyUnread());
  const corsOrigins = new Set(options.corsOrigins ?? []);
  if (corsOrigins.size > 0) {
    // First, so a preflight is answered before anything else looks at it.
    app.use(
      '/api/*',
      cors({
        origin: (origin) => (corsOrigins.has(origin) ? origin : null),
        credentials: true,
        allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        allowHeaders: ['Accept', 'Content-Type', CRUMB_RESPONSE_HEADER, 'X-SiteUser-XSRF-Token'],
        exposeHeaders: [CRUMB_RESPONSE_HEADER],
        maxAge: 600,
      }),
    );
  }
  if (options.mirrorCookies) {
    app.use('*', async (c, next) => {
      markMirrored(c);
      await next();
    });
  }
  // Cookies carry Secure when the request came over HTTPS (behind a trusted proxy: its header).
  app.use('*', async (c, next) => {
    const proto = options.trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    if (proto === undefined ? c.req.url.startsWith('https:') : proto === 'https') markSecure(c);
    await next();
  });
  app.use('*', ensureCrumb());
  const tooLarge = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        c.json(
          { message: `The request body is larger than ${maxSize} bytes.`, errors: { body: 'too large' } },
          413,
        ),
    });
  const beaconLimit = tooLarge(bodyLimits.beacon);
  const jsonLimit = tooLarge(bodyLimits.json);
  app.use('/api/*', (c, next) => {
    // A GET or HEAD has no body to limit (the server does not read one), and asking for it would
    // build the whole Request the Node server otherwise leaves unbuilt.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return BEACON_PATHS.test(c.req.path) ? beaconLimit(c, next) : jsonLimit(c, next);
  });

  // Development listings hold visitors' names, emails and addresses: the store owner's only.
  app.use('/api/dev/*', ownerSession(ctx));
  registerCatalogueRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerFormRoutes(app, ctx);
  registerRestockRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerOwnerRoutes(app, ctx);
  registerAnalyticsRoutes(app, ctx);

  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json(errorBodyOf(error), error.status);
    if (options.logErrors !== false) console.error('[storefront] mock-backend error', error);
    return c.json({ message: 'Unexpected server error.' }, 500);
  });
  app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}.` }, 404));
  return app;
}
