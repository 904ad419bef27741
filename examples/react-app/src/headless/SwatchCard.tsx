import type { Product } from '@storefront-widgets/core';
import { Money, useAddToCart, useProductSelection } from '@storefront-widgets/react';
import type { CSSProperties } from 'react';

/** The shop's own colour chips; a value without one shows its name. */
const SWATCHES: Record<string, string> = { Black: '#1f2328', White: '#ffffff' };

/**
 * A product card of the shop's own design, built from the headless hooks only: colour swatches and
 * size chips that mark sold-out values, the price of the chosen variant, and the shop's own
 * "Add to bag" button. `onAdded` runs once the cart has the item.
 */
export function SwatchCard({ product, onAdded }: { product: Product; onAdded: () => void }) {
  const selection = useProductSelection(product, { defaultQuantity: 1 });
  const cart = useAddToCart(selection.selection, {
    onResult: (result) => {
      if (result.type === 'added') onAdded();
    },
  });
  const fromPrice = Math.min(...product.variants.map((variant) => variant.priceCents));

  return (
    <article className="swatch-card" aria-labelledby="swatch-card-name">
      <h1 id="swatch-card-name">{product.name}</h1>
      <p className="product__price">
        {selection.compareAtPriceCents !== null && (
          <Money as="s" value={selection.compareAtPriceCents} currency={product.currency} />
        )}{' '}
        <Money value={selection.priceCents ?? fromPrice} currency={product.currency} />
      </p>
      {selection.options.map((option) => (
        <fieldset key={option.name} className="swatch-card__option">
          <legend>
            {option.name}
            {selection.selectedOptions[option.name] ? `: ${selection.selectedOptions[option.name]}` : ''}
          </legend>
          {option.values.map((value) => {
            const colour = option.name === 'Color' ? SWATCHES[value.value] : undefined;
            return (
              <button
                type="button"
                key={value.value}
                className={colour ? 'swatch' : 'chip'}
                style={colour ? ({ '--swatch': colour } as CSSProperties) : undefined}
                aria-pressed={value.isSelected}
                aria-label={value.isSoldOut ? `${value.value} (sold out)` : value.value}
                data-sold-out={value.isSoldOut || undefined}
                onClick={() => selection.selectOption(option.name, value.value)}
              >
                {colour ? null : value.value}
              </button>
            );
          })}
        </fieldset>
      ))}
      <button
        type="button"
        className="bag-button"
        disabled={cart.isDisabled}
        aria-disabled={cart.isBusy || undefined}
        onClick={() => void cart.add()}
      >
        {cart.status === 'idle' && !cart.isDisabled ? 'Add to bag' : cart.label}
      </button>
      {cart.alert && (
        <p role="alert" className="swatch-card__alert">
          {cart.alert.message}
        </p>
      )}
    </article>
  );
}
