/** The attribute that marks an element for a widget. */
export const WIDGET_ATTRIBUTE = 'data-storefront-widget';
/** Set by the loader: `mounting`, `mounted` or `error`. Style hooks can use it. */
export const STATE_ATTRIBUTE = 'data-storefront-state';
/** On an element that failed: the reason, as also logged. */
export const ERROR_ATTRIBUTE = 'data-storefront-error';
