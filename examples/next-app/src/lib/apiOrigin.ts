/** Where the reference backend listens (`npx storefront-mock --memory`). */
export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:8787';

/**
 * The reference backend's origin: `STOREFRONT_API_ORIGIN`, or {@link DEFAULT_API_ORIGIN}. The
 * rewrites read it at `next build`, the Server Components at each request.
 */
export function apiOrigin(): string {
  return (process.env.STOREFRONT_API_ORIGIN ?? DEFAULT_API_ORIGIN).replace(/\/$/, '');
}
