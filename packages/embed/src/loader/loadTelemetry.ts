/**
 * Starts the page's telemetry once the document is parsed and no widget is still mounting (checked
 * every 200 ms), unless the `<script data-storefront>` tag says `data-telemetry="false"`. Its code
 * is a chunk of the drop-in like the widgets' (the classic script inlines it), so it shares ky,
 * js-cookie and the core helpers with them instead of bringing its own copies; it reads its own
 * switches (the docs' Telemetry guide).
 * @returns stops it: a start still waiting never happens, and a started telemetry stops listening
 * (a page's own code never needs it; a test ends with it, so the telemetry it started does not
 * count the next test's clicks).
 */
export function loadTelemetry(doc: Document): () => void {
  const tag = doc.querySelector<HTMLScriptElement>('script[data-storefront][src]');
  if (!tag || tag.dataset.telemetry === 'false') return () => {};
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopTelemetry = () => {};
  const start = () => {
    if (stopped) return;
    if (doc.querySelector('[data-storefront-state=mounting]')) {
      timer = setTimeout(start, 200);
      return;
    }
    import('../telemetry/startTelemetry')
      .then(({ startTelemetry }) => {
        if (!stopped) stopTelemetry = startTelemetry(doc);
      })
      .catch((error: unknown) => console.error('[storefront] telemetry could not be loaded', error));
  };
  const parsed = () => {
    timer = setTimeout(start, 0);
  };
  // The classic script runs this as it is parsed, maybe in <head>: wait for the document, then
  // for the loader's own DOMContentLoaded listener to have marked the widgets it mounts.
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', parsed, { once: true });
  else start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    doc.removeEventListener('DOMContentLoaded', parsed);
    stopTelemetry();
  };
}
