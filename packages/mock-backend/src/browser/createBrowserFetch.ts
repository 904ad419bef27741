import { MIRROR_HEADERS } from '../security/cookies';

/** Where the in-page app keeps its cookies. */
export interface BrowserCookieJar {
  /** The `name=value; …` string a browser would send. */
  read(): string;
  /** Applies one `Set-Cookie` line. */
  write(setCookieLine: string): void;
}

/** `document.cookie` as the jar: the widgets read `crumb`, `CART` and `hasCart` from it as usual. */
export const documentCookieJar: BrowserCookieJar = {
  read: () => (typeof document === 'undefined' ? '' : document.cookie),
  write: (line) => {
    if (typeof document === 'undefined') return;
    // An HttpOnly cookie cannot be written from script; in the page it is kept readable instead.
    // biome-ignore lint/suspicious/noDocumentCookie: the page's own cookie jar is the point here
    document.cookie = line.replace(/;\s*HttpOnly/i, '');
  },
};

/** Anything with Hono's `fetch` signature. */
interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * A fetch handler for an app created with `mirrorCookies: true` running inside the page, e.g. an
 * MSW handler in Storybook: `http.all('/api/*', ({ request }) => handle(request))`. It sends the
 * jar's cookies and applies the app's cookies to the jar.
 */
export function createBrowserFetch(app: FetchApp, jar: BrowserCookieJar = documentCookieJar) {
  return async (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    const cookies = jar.read();
    if (cookies) headers.set(MIRROR_HEADERS.request, cookies);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const body = hasBody ? await request.arrayBuffer() : undefined;
    const response = await app.fetch(
      new Request(request.url, { method: request.method, headers, ...(body ? { body } : {}) }),
    );
    const lines = response.headers.get(MIRROR_HEADERS.response);
    // Headers joins repeated values with ", "; cookie lines never contain ", " before an attribute name.
    if (lines) for (const line of lines.split(/,\s*(?=[^;=\s]+=)/)) jar.write(line);
    return response;
  };
}
