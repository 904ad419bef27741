import type { ShoppingCart } from '../api/types';

/** An amount as `<Money>` takes it: minor units and the ISO 4217 code they count in. */
export interface MoneyAmount {
  /** Minor units (cents; whole yen for JPY). */
  value: number;
  /** ISO 4217 code. */
  currency: string;
}

/** What a cart icon, a drawer's footer or a mini-cart shows: {@link selectCartSummary}. */
export interface CartSummary {
  /** Items in the cart, each unit counted (the cart's `totalQuantity`); 0 before it loads. */
  count: number;
  /** Sum of the entries before tax, shipping and discounts. */
  subtotal: MoneyAmount;
  /** What the shopper pays: subtotal + tax + shipping − discount (the cart's grand total). */
  total: MoneyAmount;
}

/**
 * The cart's count, subtotal and total in the cart's own currency; a cart not loaded yet reads as
 * empty in `fallbackCurrency`. Pure.
 * @param fallbackCurrency ISO 4217 code used while there is no cart (the store's currency).
 */
export function selectCartSummary(cart: ShoppingCart | null, fallbackCurrency: string): CartSummary {
  const currency = cart?.currency ?? fallbackCurrency;
  return {
    count: cart?.totalQuantity ?? 0,
    subtotal: { value: cart?.subtotalCents ?? 0, currency },
    total: { value: cart?.grandTotalCents ?? 0, currency },
  };
}
