import { createCatalogue } from '@storefront-widgets/test-utils';
import { productImageSvg } from '../../examples/site/src/productImage';

/** A request handler of the in-page reference backend (see createStoryBackend). */
export type BackendHandler = (request: Request) => Promise<Response>;

let activeHandler: BackendHandler | undefined;
let started: Promise<boolean> | undefined;

/** Points the worker's `/api/*` handler at the current story's backend. */
export function setActiveBackend(handler: BackendHandler | undefined): void {
  activeHandler = handler;
}

/**
 * Starts MSW's service worker in the browser Storybook (dev server and the static build), so the
 * widgets call plain relative `/api/*` URLs with the page's own `fetch`, as on a real site, and the
 * designer sees every call in the Network panel; the answers come from the reference backend's
 * app running in the page. Resolves false where there is no service worker (Vitest's happy-dom,
 * a `file://` page, an insecure origin): stories then call the same app directly.
 * Started once per page; later calls share the first attempt.
 */
export function startMockServiceWorker(): Promise<boolean> {
  started ??= start();
  return started;
}

async function start(): Promise<boolean> {
  const isBrowserStorybook =
    import.meta.env?.MODE !== 'test' &&
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator;
  if (!isBrowserStorybook) return false;
  try {
    const [{ http, HttpResponse, passthrough }, { setupWorker }] = await Promise.all([
      import('msw'),
      import('msw/browser'),
    ]);
    const worker = setupWorker(
      http.all('/api/*', ({ request }) => (activeHandler ? activeHandler(request) : passthrough())),
      // The seed's product pictures (a cart line's thumbnail), drawn as the example store draws them.
      http.get('/images/:file', ({ params }) => {
        const match = /^(.+?)(?:--(\w+))?\.svg$/.exec(String(params.file));
        const product = match && createCatalogue().find((item) => item.id === match[1]);
        if (!product || !match) return new HttpResponse('No such image.', { status: 404 });
        return new HttpResponse(productImageSvg(product.name, match[2]), {
          headers: { 'Content-Type': 'image/svg+xml' },
        });
      }),
    );
    await worker.start({
      quiet: true,
      onUnhandledRequest: 'bypass',
      // Relative to iframe.html, which sits next to the copied worker in every Storybook build.
      serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    });
    return true;
  } catch (error) {
    console.warn('[storybook] MSW did not start; stories call the in-page backend directly.', error);
    return false;
  }
}
