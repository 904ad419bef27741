import { AddToCartButton, parseProps } from '@storefront-widgets/add-to-cart-button';
import { createProductSelection, errorCategoryOf } from '@storefront-widgets/core';
import { emit } from '../api/events';
import type { Runtime } from '../runtime';
import { mountComponent } from './mountComponent';

/**
 * Mounts an add-to-cart block from its `data-product` JSON, with the block's product-selection
 * store, which it provides to the block's other widgets (the restock form follows its variant).
 */
export function mount(element: HTMLElement, runtime: Runtime): () => void {
  const parsed = parseProps(element);
  if (!parsed.ok) throw new Error(parsed.error);
  const { product, multipleQuantityAllowedForServices = true } = parsed.props;
  const selection = createProductSelection(product, { multipleQuantityAllowedForServices });
  const withdraw = runtime.productSelections.provide(element, selection);
  const unmount = mountComponent(
    element,
    runtime,
    <AddToCartButton
      {...parsed.props}
      selection={selection}
      onResult={(outcome) => {
        if (outcome.type === 'added') {
          emit('storefront:item-added', {
            entry: outcome.response.newlyAdded,
            cart: outcome.response.shoppingCart,
          });
        } else if (outcome.type === 'failed' || outcome.type === 'invalid') {
          const category = outcome.type === 'invalid' ? 'refusal' : errorCategoryOf(outcome.error);
          emit('storefront:error', {
            widget: 'add-to-cart',
            message: outcome.error.message,
            category,
            element,
          });
        }
      }}
    />,
  );
  return () => {
    unmount();
    withdraw();
    selection.destroy();
  };
}
