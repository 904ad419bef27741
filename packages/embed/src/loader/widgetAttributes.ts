/** The attribute that marks an element for a widget. */
export const WIDGET_ATTRIBUTE = 'data-storefront-widget';
/** Set by the loader: `mounting`, `mounted` or `error`. Style hooks can use it. */
export const STATE_ATTRIBUTE = 'data-storefront-state';
/** On an element that failed: the reason, as also logged. */
export const ERROR_ATTRIBUTE = 'data-storefront-error';
/**
 * Set by the server on an element whose children are the widget's own markup, rendered by its
 * package (the example store's `prerenderWidget`): the drop-in takes those nodes over instead of
 * building them again. Without it, the children (a fallback, a JSON island) are replaced.
 */
export const PRERENDERED_ATTRIBUTE = 'data-storefront-prerendered';
