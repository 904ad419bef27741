import type { Context, MiddlewareHandler } from 'hono';
import { httpError } from '../http/httpError';
import type { RateLimiter } from '../security/createRateLimiter';
import type { PasswordHasher } from '../security/passwords';
import { COLLECTIONS, SITE_ID, type SiteRecord } from '../seed/records';
import { createSiteRecord } from '../seed/seedCatalogue';
import type { Storage } from '../storage/Storage';
import type { BodyLimits, CreateAppOptions } from './CreateAppOptions';
import { createHousekeeping, type Housekeeping } from './createHousekeeping';

/** What every route module shares. */
export interface AppContext {
  storage: Storage;
  now: () => number;
  bodyLimits: BodyLimits;
  limiters: Record<
    'addToCart' | 'formSubmission' | 'formKey' | 'beacon' | 'login' | 'loginFailures',
    RateLimiter
  >;
  /** Sweeps of what would otherwise grow without bound. */
  housekeeping: Housekeeping;
  /** Hashes and checks site-user passwords. */
  passwords: PasswordHasher;
  /** The rate-limit key of a request ({@link clientKey} with the app's proxy setting). */
  clientKey(c: Context): string;
  /** The stored site with the option overrides applied. */
  site(): SiteRecord;
  /** Middleware counting each request against a limiter; a 429 with `message` when over. */
  rateLimit(limiter: keyof AppContext['limiters'], message: string): MiddlewareHandler;
}

/**
 * The client a rate limit applies to: the peer's address (Node server), or behind a trusted proxy
 * the first `X-Forwarded-For` address; one shared bucket when neither is known (the app inside a
 * page). Never anything the client picks freely, such as a cookie: a fresh one per request would
 * escape every limit.
 */
export function clientKey(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    ?.socket;
  return socket?.remoteAddress ?? 'anonymous';
}

export function createAppContext(
  options: CreateAppOptions,
  limiters: AppContext['limiters'],
  bodyLimits: BodyLimits,
  passwords: PasswordHasher,
): AppContext {
  const { storage } = options;
  return {
    storage,
    now: options.now ?? Date.now,
    bodyLimits,
    passwords,
    housekeeping: createHousekeeping(storage, options.now ?? Date.now),
    limiters,
    site() {
      const stored = storage.get<SiteRecord>(COLLECTIONS.site, SITE_ID) ?? createSiteRecord();
      return { ...stored, storeSettings: { ...stored.storeSettings, ...options.storeSettings } };
    },
    clientKey: (c) => clientKey(c, options.trustProxy),
    rateLimit: (limiter, message) => async (c, next) => {
      if (!limiters[limiter].hit(clientKey(c, options.trustProxy))) throw httpError(429, message);
      await next();
    },
  };
}
