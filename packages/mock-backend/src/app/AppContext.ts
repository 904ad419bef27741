import type { Context } from 'hono';
import { ApiError } from '../http/ApiError';
import { COOKIE } from '../security/cookieNames';
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
  /** Counts a request against a limiter; throws 429 with `message` when over. */
  limit(c: Context, limiter: keyof AppContext['limiters'], message: string): void;
}

/**
 * The client a rate limit applies to: its crumb, else its forwarded address, else the socket's
 * address (Node server), else one shared bucket.
 */
function clientKey(c: Context): string {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    ?.socket;
  return (
    readCookie(c, COOKIE.crumb) ??
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
    limit(c, limiter, message) {
      if (!limiters[limiter].hit(clientKey(c))) throw new ApiError(429, message);
    },
  };
}
