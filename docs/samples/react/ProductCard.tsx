import type { AddToCartProduct } from '@storefront-widgets/core';
import {
  Money,
  useAddToCart,
  useCartStore,
  useProductSelection,
  useStorefront,
} from '@storefront-widgets/react';

/** A product card of your own: colour swatches, the price, a custom button. No widget UI. */
export function ProductCard({ product }: { product: AddToCartProduct }) {
  const selection = useProductSelection(product, { defaultSelectedOptions: { Size: 'M' } });
  const cart = useAddToCart(selection.selection);
  const colour = selection.options.find((option) => option.name === 'Color');
  return (
    <article>
      <h2>{product.name}</h2>
      <fieldset>
        <legend>Color</legend>
        {colour?.values.map(({ value, isSelected, isSoldOut }) => (
          <button
            type="button"
            key={value}
            aria-pressed={isSelected}
            className={isSoldOut ? 'swatch swatch--sold-out' : 'swatch'}
            onClick={() => selection.selectOption('Color', value)}
          >
            {value}
          </button>
        ))}
      </fieldset>
      <p>
        {selection.compareAtPriceCents !== null && <Money as="s" value={selection.compareAtPriceCents} />}{' '}
        {selection.priceCents !== null && <Money value={selection.priceCents} />}
      </p>
      <button type="button" disabled={cart.isDisabled} aria-disabled={cart.isBusy} onClick={() => cart.add()}>
        {cart.label}
      </button>
      {cart.alert && (
        <p role="alert">
          {cart.alert.message}{' '}
          <button type="button" onClick={cart.dismissAlert}>
            OK
          </button>
        </p>
      )}
    </article>
  );
}

/** A cart drawer over the same cart store the widgets share. */
export function CartDrawer() {
  const entries = useCartStore((state) => state.cart?.entries ?? []);
  const subtotal = useCartStore((state) => state.cart?.subtotalCents ?? 0);
  const { cartStore } = useStorefront();
  const { updateQuantity, removeEntry } = cartStore.getState();
  return (
    <aside aria-label="Cart">
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.title} × {entry.quantity}
            <button type="button" onClick={() => void updateQuantity(entry.id, entry.quantity + 1)}>
              +
            </button>
            <button type="button" onClick={() => void removeEntry(entry.id)}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <Money value={subtotal} />
    </aside>
  );
}
