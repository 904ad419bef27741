import { COOKIE_NAMES } from '@storefront/core';
import type { Context, MiddlewareHandler } from 'hono';
import { httpError } from '../http/httpError';
import { readCookie } from '../security/cookies';
import type { RateLimiter } from '../security/createRateLimiter';
import { COLLECTIONS, type SiteRecord } from '../seed/records';
import { createSiteRecord } from '../seed/seedCatalogue';
import type { Storage } from '../storage/Storage';
import type { BodyLimits, CreateAppOptions } from './CreateAppOptions';

/** What every route module shares. */
export interface AppContext {
  storage: Storage;
  now: () => number;
  bodyLimits: BodyLimits;
  limiters: Record<'addToCart' | 'formSubmission' | 'beacon' | 'login', RateLimiter>;
  /** The stored site with the option overrides applied. */
  site(): SiteRecord;
  /** Middleware counting each request against a limiter; a 429 with `message` when over. */
  rateLimit(limiter: keyof AppContext['limiters'], message: string): MiddlewareHandler;
}

/**
 * The client a rate limit applies to: its crumb, else its forwarded address, else the socket's
 * address (Node server), else one shared bucket.
 */
function clientKey(c: Context): string {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    ?.socket;
  return (
    readCookie(c, COOKIE_NAMES.crumb) ??
    c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ??
    socket?.remoteAddress ??
    'anonymous'
  );
}

export function createAppContext(
  options: CreateAppOptions,
  limiters: AppContext['limiters'],
  bodyLimits: BodyLimits,
): AppContext {
  const { storage } = options;
  return {
    storage,
    now: options.now ?? Date.now,
    bodyLimits,
    limiters,
    site() {
      const stored = storage.get<SiteRecord>(COLLECTIONS.site, 'website') ?? createSiteRecord();
      return { ...stored, storeSettings: { ...stored.storeSettings, ...options.storeSettings } };
    },
    rateLimit: (limiter, message) => async (c, next) => {
      if (!limiters[limiter].hit(clientKey(c))) throw httpError(429, message);
      await next();
    },
  };
}
