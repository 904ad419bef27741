import { COMPILED_EN_RESTOCK, type ProductSelectionState } from '@storefront-widgets/core';
import { parseProps, RestockForm, type RestockFormProps } from '@storefront-widgets/restock-form';
import { useEffect, useState } from 'react';
import { emit } from '../api/events';
import type { ProductSelections } from '../productSelections';
import type { Runtime } from '../runtime';
import { mountComponent } from './mountComponent';
import { windowCaptchaFor } from './windowCaptcha';

/** Its texts are not among the initial messages: the rest come with the HTTP client's chunk, its own with it. */
export async function prepare(runtime: Runtime): Promise<void> {
  await runtime.messages.preload();
  runtime.messages.addCatalogue(COMPILED_EN_RESTOCK);
}

/** The variant a following form signs up for: the chosen one while it is sold out, else none. */
const soldOutVariantId = ({ variant, isSoldOut }: ProductSelectionState) =>
  variant && isSoldOut ? (variant.id ?? variant.sku) : null;

/**
 * A restock form that follows the product block's chosen variant (`data-follow-variant`), read
 * from the block's product-selection store once the shopper has chosen: shown
 * and signing up for the chosen variant while it is sold out, hidden otherwise, with its nearest
 * `[data-restock-block]` ancestor (the block's heading and frame). Of the block's headings marked
 * `data-restock-heading-for="{variantId}"` only the chosen variant's is shown, so the heading names it.
 */
function FollowingRestockForm({
  element,
  productSelections,
  onSignedUp,
  ...props
}: RestockFormProps & {
  element: HTMLElement;
  productSelections: ProductSelections;
  onSignedUp: (variantId: string) => void;
}) {
  const [variantId, setVariantId] = useState<string | null>(element.hidden ? null : props.variantId);
  useEffect(() => {
    let unsubscribe = () => {};
    const stopListening = productSelections.onSelection(element, (selection) => {
      unsubscribe();
      const follow = (state: ProductSelectionState) => {
        if (state.hasChosen && state.product.id === props.productId) setVariantId(soldOutVariantId(state));
      };
      follow(selection.getState());
      unsubscribe = selection.subscribe(follow);
    });
    return () => {
      stopListening();
      unsubscribe();
    };
  }, [element, productSelections, props.productId]);
  useEffect(() => {
    const block = element.closest<HTMLElement>('[data-restock-block]');
    for (const node of [element, block]) if (node) node.hidden = variantId === null;
    // The block's heading names the chosen variant: one heading per sold-out variant, this one shown.
    for (const heading of block?.querySelectorAll<HTMLElement>('[data-restock-heading-for]') ?? [])
      heading.hidden = heading.dataset.restockHeadingFor !== variantId;
  }, [element, variantId]);
  // A new variant is a new sign-up: the form starts over.
  if (variantId === null) return null;
  return (
    <RestockForm key={variantId} {...props} variantId={variantId} onSuccess={() => onSignedUp(variantId)} />
  );
}

/**
 * Mounts a back-in-stock form from `data-product-id` and `data-variant-id`; dispatches
 * `storefront:restock-signed-up` when the sign-up is accepted and `storefront:error` when refused.
 * With `data-follow-variant` it follows the chosen variant (see {@link FollowingRestockForm}).
 */
export function mount(element: HTMLElement, runtime: Runtime): () => void {
  const parsed = parseProps(element);
  if (!parsed.ok) throw new Error(parsed.error);
  const { productId } = parsed.props;
  const signedUp = (variantId: string) => emit('storefront:restock-signed-up', { productId, variantId });
  const props: RestockFormProps = {
    ...parsed.props,
    onSuccess: () => signedUp(parsed.props.variantId),
    onError: (message, category) =>
      emit('storefront:error', { widget: 'restock-form', message, category, element }),
  };
  const widget =
    element.dataset.followVariant !== undefined ? (
      <FollowingRestockForm
        {...props}
        element={element}
        productSelections={runtime.productSelections}
        onSignedUp={signedUp}
      />
    ) : (
      <RestockForm {...props} />
    );
  return mountComponent(element, runtime, widget, windowCaptchaFor(runtime.config));
}
