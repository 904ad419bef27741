import { useCartStore, useStorefront } from '@storefront-widgets/react';

/** A cart count of your own, over the same cart store the widgets share. */
export function CartCount() {
  const quantity = useCartStore((state) => state.cart?.totalQuantity ?? 0);
  const isRecalculating = useCartStore((state) => state.isRecalculating);
  const { cartStore } = useStorefront();
  return (
    <button type="button" aria-busy={isRecalculating} onClick={() => void cartStore.getState().load()}>
      {quantity} in cart
    </button>
  );
}
