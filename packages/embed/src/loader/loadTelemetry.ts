/**
 * The telemetry script, beside the loader: resolved while the loader runs (the classic build
 * reads `document.currentScript` then).
 */
const TELEMETRY_URL = new URL('storefront-telemetry.js', import.meta.url).href;

/**
 * Adds the telemetry script (`storefront-telemetry.js`, one self-starting file built apart from
 * the widget chunks so their split and the page's weight before mounting stay as they are).
 */
export function loadTelemetry(doc: Document): void {
  const script = doc.createElement('script');
  script.src = TELEMETRY_URL;
  script.async = true;
  script.dataset.storefrontTelemetry = '';
  doc.head.append(script);
}
