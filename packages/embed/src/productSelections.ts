import type { ProductSelection } from '@storefront-widgets/core';

/** The add-to-cart element that anchors a product block. */
const ADD_TO_CART = '[data-storefront-widget="add-to-cart"]';

/**
 * The product blocks' selection stores on a page: the add-to-cart widget of a block provides its
 * block's store, and the block's other widgets (the restock form, the installment pill) read it
 * from here rather than from DOM events.
 */
export interface ProductSelections {
  /**
   * Makes `selection` the store of the product block anchored at the add-to-cart element
   * `element`; the block's readers waiting for it get it now.
   * @returns withdraws it (the widget unmounted).
   */
  provide(element: Element, selection: ProductSelection): () => void;
  /**
   * Calls `listener` with the store of the product block around `from` (its nearest ancestor that
   * holds an add-to-cart element, as a block's price and image are found) once that block's
   * add-to-cart widget has provided it, and again if a later mount provides a new one.
   * @returns stops listening.
   */
  onSelection(from: Element, listener: (selection: ProductSelection) => void): () => void;
}

/** The add-to-cart element of the product block around `from`, or null on a page without one. */
function blockAnchorOf(from: Element): Element | null {
  for (let node = from.parentElement; node; node = node.parentElement) {
    const anchor = node.querySelector(ADD_TO_CART);
    if (anchor) return anchor;
  }
  return null;
}

/** Creates a page's registry of product-selection stores (one per product block). */
export function createProductSelections(): ProductSelections {
  const stores = new Map<Element, ProductSelection>();
  const listeners = new Map<Element, Set<(selection: ProductSelection) => void>>();
  return {
    provide(element, selection) {
      stores.set(element, selection);
      for (const listener of listeners.get(element) ?? []) listener(selection);
      return () => {
        if (stores.get(element) === selection) stores.delete(element);
      };
    },
    onSelection(from, listener) {
      const anchor = blockAnchorOf(from);
      if (!anchor) return () => {};
      const waiting = listeners.get(anchor) ?? new Set();
      listeners.set(anchor, waiting);
      waiting.add(listener);
      const selection = stores.get(anchor);
      if (selection) listener(selection);
      return () => {
        waiting.delete(listener);
      };
    },
  };
}
