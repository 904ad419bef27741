/**
 * Starts the page's telemetry once the document is parsed and no widget is still mounting (checked
 * every 200 ms), unless the `<script data-storefront>` tag says `data-telemetry="false"`. Its code
 * is a chunk of the drop-in like the widgets' (the classic script inlines it), so it shares ky,
 * js-cookie and the core helpers with them instead of bringing its own copies; it reads its own
 * switches (the docs' Telemetry guide).
 */
export function loadTelemetry(doc: Document): void {
  const tag = doc.querySelector<HTMLScriptElement>('script[data-storefront][src]');
  if (!tag || tag.dataset.telemetry === 'false') return;
  const start = () => {
    if (doc.querySelector('[data-storefront-state=mounting]')) return void setTimeout(start, 200);
    import('../telemetry/startTelemetry')
      .then(({ startTelemetry }) => startTelemetry(doc))
      .catch((error: unknown) => console.error('[storefront] telemetry could not be loaded', error));
  };
  // The classic script runs this as it is parsed, maybe in <head>: wait for the document, then
  // for the loader's own DOMContentLoaded listener to have marked the widgets it mounts.
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', () => setTimeout(start, 0), { once: true });
  } else start();
}
