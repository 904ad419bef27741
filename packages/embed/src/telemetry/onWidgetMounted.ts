import { STATE_ATTRIBUTE, WIDGET_ATTRIBUTE } from '../loader/widgetAttributes';

/**
 * Calls `callback` once for each widget element of the page that has mounted: those mounted
 * already, then each one as it mounts (widgets added later included).
 * @returns stops watching.
 */
export function onWidgetMounted(
  doc: Document,
  callback: (element: Element, widget: string) => void,
): () => void {
  const seen = new WeakSet<Element>();
  const check = () => {
    for (const element of doc.querySelectorAll(`[${WIDGET_ATTRIBUTE}][${STATE_ATTRIBUTE}="mounted"]`)) {
      if (seen.has(element)) continue;
      seen.add(element);
      callback(element, element.getAttribute(WIDGET_ATTRIBUTE) ?? '');
    }
  };
  check();
  const observer = new MutationObserver(check);
  observer.observe(doc.body, { subtree: true, attributes: true, attributeFilter: [STATE_ATTRIBUTE] });
  return () => observer.disconnect();
}
