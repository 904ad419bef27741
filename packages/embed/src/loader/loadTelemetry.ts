/**
 * Where this code runs from: a chunk of the module build (`chunks/…`), or the classic file, which
 * reads `document.currentScript` as the IIFE starts.
 */
const CODE_URL = import.meta.url;

/** The telemetry script, beside the drop-in's `<script data-storefront>` (or beside this code's build). */
function telemetryUrl(doc: Document): string {
  const tag = doc.querySelector<HTMLScriptElement>('script[data-storefront][src]');
  if (tag) return new URL('storefront-telemetry.js', tag.src).href;
  return new URL(`${CODE_URL.includes('/chunks/') ? '../' : ''}storefront-telemetry.js`, CODE_URL).href;
}

/**
 * Adds the telemetry script (`storefront-telemetry.js`: one self-starting file built apart from
 * the widget chunks, so their split and a page's weight before mounting stay as they are) unless
 * the page turned it off with `data-telemetry="false"` on the script tag or `"telemetry": false`
 * in its configuration.
 */
export function loadTelemetry(doc: Document): void {
  let off = doc.querySelector<HTMLElement>('script[data-storefront]')?.dataset.telemetry === 'false';
  try {
    off ||=
      JSON.parse(doc.querySelector('script[data-storefront-config]')?.textContent || '{}').telemetry ===
      false;
  } catch {
    // A malformed configuration is reported by the loader; telemetry keeps its default.
  }
  const src = telemetryUrl(doc);
  if (off || doc.querySelector(`script[src="${src}"]`)) return;
  const script = doc.createElement('script');
  script.src = src;
  doc.head.append(script);
}
