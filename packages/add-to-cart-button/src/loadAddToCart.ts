/**
 * The add-to-cart controller (the click's validation, stock check and request path), a chunk of
 * its own: a block renders without it and loads it when the browser is idle, when the shopper
 * reaches for the block (pointer down, focus), or at the latest at the click.
 */
export { createAddToCart } from '@storefront-widgets/core';

/** The custom-form lightbox, which opens only after a click's stock check has passed. */
export const loadProductFormModal = () => import('./ProductFormModal');
