import { html, raw } from 'hono/html';

// Hono's `html` tagged template escapes every interpolated value unless it came from `html` or
// `raw`; the pages use it directly.
export { html, raw };

/** Markup produced by {@link html} (or {@link raw}): safe to send and to interpolate again. */
export type SafeHtml = ReturnType<typeof html>;

/** A JSON value for a `data-*` attribute (escaped by {@link html} when interpolated). */
export const jsonAttribute = (value: unknown): string => JSON.stringify(value);

/**
 * JSON inside a `<script type="application/json">` element. Script text is not entity-decoded,
 * so instead of HTML escaping, `<` is written as `\u003c` so no `</script>` can close it early.
 */
export const scriptJson = (value: unknown): SafeHtml => raw(JSON.stringify(value).replace(/</g, '\\u003c'));
