/**
 * Adds the telemetry script, `storefront-telemetry.js` beside the `<script data-storefront>` tag,
 * once no widget is still mounting (checked every 200 ms), unless the tag says
 * `data-telemetry="false"`. The script is built apart from the widget chunks, so their split and a
 * page's weight before mounting stay as they are; it reads its own switches (the docs' Telemetry guide).
 */
export function loadTelemetry(doc: Document): void {
  const tag = doc.querySelector<HTMLScriptElement>('script[data-storefront][src]');
  if (!tag || tag.dataset.telemetry === 'false') return;
  const start = () => {
    if (doc.querySelector('[data-storefront-state=mounting]')) return void setTimeout(start, 200);
    const script = doc.createElement('script');
    script.src = new URL('storefront-telemetry.js', tag.src).href;
    doc.head.append(script);
  };
  start();
}
