import type { RateLimit } from '../security/createRateLimiter';
import type { PasswordHasher } from '../security/passwords';
import type { StoreSettings } from '../seed/records';
import type { Storage } from '../storage/Storage';

/** Per-client limits of the rate-limited calls. */
export interface RateLimits {
  /** POST shopping-cart/entries and the subscription cart. @default 120 per 10 s (test mode: 10 per 10 s) */
  addToCart: RateLimit;
  /** SaveFormSubmission and restock sign-ups. @default 30 per 60 s (test mode: 3 per 60 s) */
  formSubmission: RateLimit;
  /** Census, performance records, analytics events. @default 300 per 10 s (test mode: 20 per 10 s) */
  beacon: RateLimit;
  /** Site-user login attempts per client address, whatever the account. @default 20 per 60 s (test mode: 5 per 60 s) */
  login: RateLimit;
  /**
   * Failed sign-ins per account and client address: a stranger's guesses lock that account from
   * the stranger's address only, never the owner out from elsewhere. @default 10 per 15 min (test mode: 3 per 60 s)
   */
  loginFailures: RateLimit;
  /** FormSubmissionKey requests per client. @default 60 per 60 s (test mode: 10 per 60 s) */
  formKey: RateLimit;
}

/** Body size limits in bytes. */
export interface BodyLimits {
  /** Every ordinary call. @default 65536 */
  json: number;
  /** Beacon-style calls (census, performance, analytics, JS errors). @default 16384 */
  beacon: number;
}

/** Options of {@link createApp}. */
export interface CreateAppOptions {
  /** Where everything is stored: `createMemoryStorage()` or `createSqliteStorage(file)`. */
  storage: Storage;
  /** Low rate limits so tests can reach 429 in a few calls. @default false */
  testMode?: boolean;
  /** Override any rate limit. */
  rateLimits?: Partial<RateLimits>;
  /** Override the body size limits. */
  bodyLimits?: Partial<BodyLimits>;
  /** Override stored store settings (e.g. `multipleQuantityAllowedForServices: false`). */
  storeSettings?: Partial<StoreSettings>;
  /** Seed the fixture catalogue when the storage holds none. @default true */
  seed?: boolean;
  /** Clock in ms since epoch. @default Date.now */
  now?: () => number;
  /**
   * Also carry cookies in `X-Storefront-Cookie` / `X-Storefront-Set-Cookie`, for an app running
   * inside the page (browsers strip Cookie and Set-Cookie from script-built requests and responses).
   * Use with `createBrowserFetch`. Never on a real server. @default false
   */
  mirrorCookies?: boolean;
  /**
   * How site-user passwords are hashed and checked. @default PBKDF2-SHA256 through Web Crypto
   * (`createPbkdf2Hasher`); the Node server uses scrypt (`createScryptHasher`)
   */
  passwords?: PasswordHasher;
  /**
   * The app sits behind a proxy the operator trusts: rate limits key on the first
   * `X-Forwarded-For` address instead of the socket's, and `X-Forwarded-Proto: https` marks
   * cookies `Secure`. Without a proxy these headers are the client's to forge. @default false
   */
  trustProxy?: boolean;
  /**
   * Origins (`https://shop.example`, `http://localhost:5173`) whose pages may call the API from
   * script: CORS answers with credentials, preflights included, and the `X-CSRF-Token` answer
   * header readable, so their client can send the crumb whose cookie it cannot read. Browsers
   * send this backend's cookies only to pages of the same site (another port or subdomain of it).
   * @default [] (same origin only)
   */
  corsOrigins?: readonly string[];
  /** Log unexpected errors (the answer is still a JSON 500). @default true */
  logErrors?: boolean;
}

/** Rate limits outside test mode. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  addToCart: { limit: 120, windowMs: 10_000 },
  formSubmission: { limit: 30, windowMs: 60_000 },
  beacon: { limit: 300, windowMs: 10_000 },
  login: { limit: 20, windowMs: 60_000 },
  loginFailures: { limit: 10, windowMs: 15 * 60_000 },
  formKey: { limit: 60, windowMs: 60_000 },
};

/** Rate limits in test mode. */
export const TEST_RATE_LIMITS: RateLimits = {
  addToCart: { limit: 10, windowMs: 10_000 },
  formSubmission: { limit: 3, windowMs: 60_000 },
  beacon: { limit: 20, windowMs: 10_000 },
  login: { limit: 5, windowMs: 60_000 },
  loginFailures: { limit: 3, windowMs: 60_000 },
  formKey: { limit: 10, windowMs: 60_000 },
};

export const DEFAULT_BODY_LIMITS: BodyLimits = { json: 64 * 1024, beacon: 16 * 1024 };
