/**
 * The telemetry script, beside the drop-in: resolved while the chunk runs (the classic build
 * reads `document.currentScript` then).
 */
const TELEMETRY_URL = new URL('storefront-telemetry.js', import.meta.url).href;

/**
 * Adds the telemetry script (`storefront-telemetry.js`: one self-starting file built apart from
 * the widget chunks, so their split and a page's weight before mounting stay as they are) unless
 * the page turned it off with `data-telemetry="false"` on the script tag or `"telemetry": false`
 * in its configuration.
 */
export function loadTelemetry(doc: Document): void {
  const tag = doc.querySelector<HTMLElement>('script[data-storefront]');
  let off = tag?.dataset.telemetry === 'false';
  try {
    off ||=
      JSON.parse(doc.querySelector('script[data-storefront-config]')?.textContent || '{}').telemetry ===
      false;
  } catch {
    // A malformed configuration is reported by the loader; telemetry keeps its default.
  }
  if (off || doc.querySelector(`script[src="${TELEMETRY_URL}"]`)) return;
  const script = doc.createElement('script');
  script.src = TELEMETRY_URL;
  doc.head.append(script);
}
