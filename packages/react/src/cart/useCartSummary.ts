import { type CartSummary, selectCartSummary } from '@storefront-widgets/core';
import { useStorefront } from '../context/useStorefront';
import { useStore } from '../store/useStore';

/** What {@link useCartSummary} returns. */
export interface UseCartSummaryResult extends CartSummary {
  /** True while a change to the cart is in flight: the amounts are about to change. */
  isRecalculating: boolean;
}

/** Two summaries with the same count, amounts and flag (the amounts are fresh objects each time). */
function isSameSummary(a: UseCartSummaryResult, b: UseCartSummaryResult): boolean {
  return (
    a.count === b.count &&
    a.isRecalculating === b.isRecalculating &&
    a.subtotal.value === b.subtotal.value &&
    a.total.value === b.total.value &&
    a.total.currency === b.total.currency
  );
}

/**
 * The provider's cart in three figures: the item count, the subtotal and the total, the amounts as
 * `<Money>` takes them (minor units and the cart's currency; the store's currency before the cart
 * loads). Re-renders only when one of them changes. hydrogen-react's `totalQuantity` and `cost`.
 * @example
 * const { count, subtotal, total } = useCartSummary();
 * <button aria-label={`Cart, ${count} items`}>{count} · <Money {...total} /></button>
 */
export function useCartSummary(): UseCartSummaryResult {
  const { cartStore, currency } = useStorefront();
  return useStore(
    cartStore,
    (state) => ({ ...selectCartSummary(state.cart, currency), isRecalculating: state.isRecalculating }),
    isSameSummary,
  );
}
