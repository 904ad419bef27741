import { Money, useCart, useCartSummary } from '@storefront-widgets/react';

/** `Size: S, Color: Black`, or nothing for a product without options. */
const variantText = (attributes: Readonly<Record<string, string>>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');

/**
 * A cart drawer of the shop's own design, built from the headless hooks only: each line with
 * − / + and Remove, the line's refusal beside it, and the count, subtotal and total.
 */
export function CartDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  // The app loads the visitor's cart when it starts.
  const cart = useCart({ load: false });
  const { count, subtotal, total, isRecalculating } = useCartSummary();
  const currency = cart.cart?.currency;

  return (
    <aside className="drawer" aria-labelledby="drawer-title" hidden={!isOpen} aria-busy={isRecalculating}>
      <header className="drawer__header">
        <h2 id="drawer-title">Your bag ({count})</h2>
        <button type="button" className="drawer__close" onClick={onClose}>
          Close
        </button>
      </header>
      {cart.lines.length === 0 ? (
        <p>Your bag is empty.</p>
      ) : (
        <ul className="drawer__lines">
          {cart.lines.map((line) => {
            const isBusy = cart.isLineBusy(line.id);
            const error = cart.errors[line.id];
            return (
              <li key={line.id} className="drawer__line" aria-label={line.title}>
                <div>
                  <strong>{line.title}</strong>
                  <div className="drawer__variant">{variantText(line.chosenVariant.attributes)}</div>
                </div>
                <div className="drawer__quantity">
                  <button
                    type="button"
                    aria-label={`One fewer ${line.title}`}
                    disabled={isBusy || line.quantity <= 1}
                    onClick={() => void cart.updateQuantity(line.id, line.quantity - 1)}
                  >
                    −
                  </button>
                  <output aria-label="Quantity">{line.quantity}</output>
                  <button
                    type="button"
                    aria-label={`One more ${line.title}`}
                    disabled={isBusy}
                    onClick={() => void cart.updateQuantity(line.id, line.quantity + 1)}
                  >
                    +
                  </button>
                </div>
                <Money value={line.purchasePriceCents * line.quantity} {...(currency ? { currency } : {})} />
                <button
                  type="button"
                  className="drawer__remove"
                  disabled={isBusy}
                  onClick={() => void cart.remove(line.id)}
                >
                  Remove
                </button>
                {error && (
                  <p role="alert" className="drawer__error">
                    {error.title}: {error.message}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <dl className="drawer__totals">
        <dt>Subtotal</dt>
        <dd>
          <Money {...subtotal} />
        </dd>
        <dt>Total</dt>
        <dd>
          <Money {...total} />
        </dd>
      </dl>
    </aside>
  );
}
