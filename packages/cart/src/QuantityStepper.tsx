import { QUANTITY_LIMITS } from '@storefront-widgets/core';
import { useStorefront } from '@storefront-widgets/react';
import type { KeyboardEvent, ReactNode } from 'react';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** Id of the input (its label points at it). */
  id: string;
  /** The product title, in the buttons' accessible names ('Increase quantity of Classic Tee'). */
  title: string;
  /** What the input shows: the typed text, else the cart's quantity. */
  value: string;
  /** Ids the input is described by (the line's title, its error). */
  describedBy: string;
  isInvalid: boolean;
  onType(text: string): void;
  onStep(delta: -1 | 1): void;
  onCommit(): void;
  /** The error shown right under the field. */
  children?: ReactNode;
}

/**
 * The cart line's quantity: − and + buttons around a typeable number input. A button at its limit
 * (1, 9999) is marked `aria-disabled` and does nothing, so it keeps focus for the next press.
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { id, title, value, describedBy, isInvalid } = props;
  const { messages } = useStorefront();
  const current = Number(value.trim());
  const isValid = value.trim() !== '' && Number.isInteger(current);
  const atMin = isValid && current <= QUANTITY_LIMITS.min;
  const atMax = isValid && current >= QUANTITY_LIMITS.max;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') props.onCommit();
  };
  const stepButton = (delta: -1 | 1, isAtLimit: boolean) => (
    <button
      type="button"
      className="sf-stepper__button"
      aria-label={messages.format(delta < 0 ? 'cartPage.decrease' : 'cartPage.increase', { title })}
      aria-controls={id}
      aria-disabled={isAtLimit ? 'true' : undefined}
      onClick={() => !isAtLimit && props.onStep(delta)}
    >
      <span aria-hidden="true">{delta < 0 ? '−' : '+'}</span>
    </button>
  );
  return (
    <div className="sf-field sf-quantity">
      <label className="sf-field__label" htmlFor={id}>
        {messages.format('addToCart.quantity')}
      </label>
      <div className="sf-stepper">
        {stepButton(-1, atMin)}
        <input
          className="sf-input sf-stepper__input"
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={QUANTITY_LIMITS.min}
          max={QUANTITY_LIMITS.max}
          step={QUANTITY_LIMITS.step}
          value={value}
          aria-describedby={describedBy}
          aria-invalid={isInvalid ? 'true' : undefined}
          onChange={(event) => props.onType(event.target.value)}
          onBlur={props.onCommit}
          onKeyDown={onKeyDown}
        />
        {stepButton(1, atMax)}
      </div>
      {props.children}
    </div>
  );
}
