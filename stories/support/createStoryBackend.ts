import {
  createApp,
  createBrowserFetch,
  createMemoryStorage,
  type RateLimits,
} from '@storefront-widgets/mock-backend/browser';
import { createProduct, createVariant } from '@storefront-widgets/test-utils';

/** A canned answer, or `'hold'`: the request never settles, so an in-flight state stays on screen. */
export type StoryAnswer = 'hold' | { status: number; body: unknown };

/** How the in-page reference backend starts for one story. */
export interface StoryBackendOptions {
  /**
   * The site's captcha key on the backend (restock sign-ups need a token while it is set).
   * @default '' (no captcha, so restock stories work without one)
   */
  siteCaptchaKey?: string;
  /** The store's custom restock success text. @default '' ('Signed up!') */
  restockSuccessText?: string;
  /** Override rate limits, e.g. `{ addToCart: { limit: 0, windowMs: 10_000 } }` to reach a 429. */
  rateLimits?: Partial<RateLimits>;
  /**
   * Extra one-variant products `prod-story-1…n`, so the owner panel has more sign-up groups than
   * the seeded catalogue's 16 variants (a page holds 20). @default 0
   */
  extraProducts?: number;
  /**
   * Answers that do not come from the app, keyed `'METHOD /path'`: only for states the reference
   * backend cannot produce on demand (a request still in flight, an unreachable key service). A
   * key ending in `/*` answers every path under it (ids the story cannot know, such as an entry's).
   */
  answers?: Record<string, StoryAnswer>;
}

/** Collection and id of the site record in the backend's storage (see mock-backend seed/records.ts). */
const SITE = { collection: 'site', id: 'website' } as const;

/**
 * The reference backend's Hono app on memory storage with cookies mirrored into `document.cookie`,
 * as a `(Request) => Promise<Response>` handler. The same handler serves the direct fetch
 * (Vitest, happy-dom) and the MSW worker (the browser Storybook).
 */
export function createStoryBackend(options: StoryBackendOptions = {}) {
  const storage = createMemoryStorage();
  const app = createApp({
    storage,
    mirrorCookies: true,
    logErrors: false,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  });
  const site = storage.get<Record<string, unknown>>(SITE.collection, SITE.id);
  if (site) {
    storage.put(SITE.collection, SITE.id, {
      ...site,
      captchaSettings: { siteKey: options.siteCaptchaKey ?? '' },
      restockSuccessText: options.restockSuccessText ?? '',
    });
  }
  for (let index = 1; index <= (options.extraProducts ?? 0); index++) {
    const id = `prod-story-${index}`;
    storage.put(
      'products',
      id,
      createProduct({
        id,
        name: `Sticker Pack ${index}`,
        variants: [createVariant({ sku: `STICKER-${index}`, priceCents: 500, qtyInStock: 0 })],
      }),
    );
  }
  const appFetch = createBrowserFetch(app);
  const answers = options.answers ?? {};
  const handle = async (request: Request): Promise<Response> => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const answer = answers[key] ?? answers[`${key.slice(0, key.lastIndexOf('/'))}/*`];
    if (answer === 'hold') return new Promise<Response>(() => undefined);
    if (answer) {
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return appFetch(request);
  };
  return { app, storage, handle };
}

/** Forgets every cookie of the page, so a story never inherits a cart, crumb or session. */
export function clearCookies(): void {
  if (typeof document === 'undefined') return;
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    // biome-ignore lint/suspicious/noDocumentCookie: the in-page backend keeps its cookies here.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}
