import { COMPILED_EN_INSTALLMENTS } from '@storefront-widgets/core';
import { InstallmentPill, type InstallmentPillProps, parseProps } from '@storefront-widgets/installment-pill';
import { useEffect, useState } from 'react';
import type { ProductSelections } from '../productSelections';
import type { Runtime } from '../runtime';
import { mountComponent } from './mountComponent';

/** Its texts are not among the initial messages: the rest come with the HTTP client's chunk, its own with it. */
export async function prepare(runtime: Runtime): Promise<void> {
  await runtime.messages.preload();
  runtime.messages.addCatalogue(COMPILED_EN_INSTALLMENTS);
}

/**
 * The pill of a product block: `data-price` until the shopper chooses, then the price of the
 * variant chosen in the block's product-selection store (the sale price while on sale).
 */
function FollowingInstallmentPill({
  element,
  productSelections,
  ...props
}: InstallmentPillProps & { element: HTMLElement; productSelections: ProductSelections }) {
  const [chosenPrice, setChosenPrice] = useState<number | null>(null);
  useEffect(() => {
    let unsubscribe = () => {};
    const stopListening = productSelections.onSelection(element, (selection) => {
      unsubscribe();
      const follow = () => {
        const { hasChosen, priceCents } = selection.getState();
        if (hasChosen && priceCents !== null) setChosenPrice(priceCents);
      };
      follow();
      unsubscribe = selection.subscribe(follow);
    });
    return () => {
      stopListening();
      unsubscribe();
    };
  }, [element, productSelections]);
  return <InstallmentPill {...props} priceMinorUnits={chosenPrice ?? props.priceMinorUnits} />;
}

/**
 * Mounts the installment badge from `data-product-type`, `data-price` and `data-installment-context`;
 * in a product block it follows the chosen variant's price.
 */
export function mount(element: HTMLElement, runtime: Runtime): () => void {
  const parsed = parseProps(element);
  if (!parsed.ok) throw new Error(parsed.error);
  return mountComponent(
    element,
    runtime,
    <FollowingInstallmentPill
      {...parsed.props}
      element={element}
      productSelections={runtime.productSelections}
    />,
  );
}
