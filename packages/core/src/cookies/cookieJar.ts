/** Attributes for removing a cookie. */
export interface CookieAttributes {
  path?: string;
  domain?: string;
}

/** The cookie access the storefront needs; tests pass an in-memory jar or a fake document. */
export interface CookieJar {
  /** The decoded value, or undefined when absent. */
  get(name: string): string | undefined;
  /** Removes the cookie for the given path/domain. */
  remove(name: string, attributes?: CookieAttributes): void;
}

/** The part of `Document` a cookie jar touches. */
export interface CookieDocument {
  cookie: string;
}

/**
 * Decodes the percent-encoded runs of a cookie name or value, the way servers and js-cookie write
 * them (so percent-encoded JSON such as SiteUserInfo reads back whole); a malformed run stays as is.
 */
function decodeCookiePart(value: string): string {
  return value.replace(/(%[\dA-F]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** A jar over any document's `cookie` property. */
export function createDocumentCookieJar(doc: CookieDocument): CookieJar {
  return {
    get(name) {
      for (const pair of doc.cookie ? doc.cookie.split('; ') : []) {
        const index = pair.indexOf('=');
        if (decodeCookiePart(index === -1 ? pair : pair.slice(0, index)) !== name) continue;
        const raw = index === -1 ? '' : pair.slice(index + 1);
        return decodeCookiePart(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
      }
      return undefined;
    },
    remove(name, attributes = {}) {
      const parts = [
        `${encodeURIComponent(name)}=`,
        'expires=Thu, 01 Jan 1970 00:00:00 GMT',
        `path=${attributes.path ?? '/'}`,
      ];
      if (attributes.domain) parts.push(`domain=${attributes.domain}`);
      doc.cookie = parts.join('; ');
    },
  };
}

/** The default jar, over the global `document.cookie` (a no-op outside a browser). */
export const documentCookieJar: CookieJar = {
  get: (name) => (typeof document === 'undefined' ? undefined : createDocumentCookieJar(document).get(name)),
  remove: (name, attributes) => {
    if (typeof document !== 'undefined') createDocumentCookieJar(document).remove(name, attributes);
  },
};
