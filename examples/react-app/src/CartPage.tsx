import { formatMoney } from '@storefront-widgets/core';
import { useCartStore } from '@storefront-widgets/react';

/** The cart: what the add-to-cart button put there (checkout is out of this example's scope). */
export function CartPage() {
  const cart = useCartStore((state) => state.cart);
  const entries = cart?.entries ?? [];
  const currency = cart?.currency ?? 'USD';
  return (
    <>
      <h1>Your cart</h1>
      {entries.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <ul className="cart-lines">
          {entries.map((entry) => (
            <li key={entry.id}>
              {entry.quantity} × {entry.title}
              {variantLabel(entry.chosenVariant.attributes)} —{' '}
              {formatMoney(entry.purchasePriceCents * entry.quantity, currency)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** ` (Size: S, Color: Black)`, or nothing for a product without options. */
function variantLabel(attributes: Record<string, string>): string {
  const parts = Object.entries(attributes).map(([name, value]) => `${name}: ${value}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}
