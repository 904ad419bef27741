/** Base that relative redirects are resolved against, to see where they lead. */
const RELATIVE_BASE = 'https://same-site.invalid/';

/**
 * Whether a form's `successRedirect` may be followed: an `http:`/`https:` URL, or a relative one
 * (`/thank-you`, `thanks.html`, `?sent=1`), resolved as the browser would (so `java\tscript:`,
 * `JAVASCRIPT:` and `data:` are all refused). `javascript:` in `location.assign` would run script
 * from data.
 */
export function isSafeRedirectUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, RELATIVE_BASE);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
