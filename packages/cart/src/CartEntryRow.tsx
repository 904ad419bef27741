import {
  answersToFormInputs,
  type CartEntry,
  type CartEntryView,
  type CartPageAlert,
  describeEntryAnswers,
  type FormDefinition,
  QUANTITY_LIMITS,
} from '@storefront-widgets/core';
import { useStorefront } from '@storefront-widgets/react';
import type { KeyboardEvent } from 'react';

/** Props of {@link CartEntryRow}. */
export interface CartEntryRowProps {
  entry: CartEntry;
  view: CartEntryView;
  /** The entry's additional-fields form, once loaded. */
  form: FormDefinition | undefined;
  /** Prefix of the element ids of this row. */
  idPrefix: string;
  /** Quantity text typed and not yet saved, if any. */
  draft: string | undefined;
  error: CartPageAlert | undefined;
  isBusy: boolean;
  onType(text: string): void;
  onCommit(): void;
  onRemove(): void;
  onEdit(): void;
}

/** One cart line: title, variant, answers, price, quantity input, subtotal, remove and edit. */
export function CartEntryRow(props: CartEntryRowProps) {
  const { entry, view, form, idPrefix, draft, error, isBusy } = props;
  const { messages } = useStorefront();
  const answers = form ? describeEntryAnswers(form, entry.additionalFields) : [];
  const titleId = `${idPrefix}-title`;
  const errorId = `${idPrefix}-error`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') props.onCommit();
  };
  return (
    <li
      className="sf-cart-entry"
      data-entry-id={entry.id}
      data-sku={entry.chosenVariant.sku}
      aria-busy={isBusy || undefined}
    >
      <div className="sf-cart-entry__info">
        <p className="sf-cart-entry__title" id={titleId}>
          {view.title}
        </p>
        {view.variantText && <p className="sf-cart-entry__variant">{view.variantText}</p>}
        {answers.length > 0 && (
          <dl className="sf-cart-entry__answers">
            {answers.map((answer) => (
              <div key={answer.fieldId}>
                <dt>{answer.label}</dt>
                <dd>{answer.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <p className="sf-cart-entry__price">
        <span className="sf-cart-entry__price-label">{messages.format('cartPage.price')}</span>
        {view.unitPrice}
      </p>
      <div className="sf-field sf-quantity">
        <label className="sf-field__label" htmlFor={`${idPrefix}-quantity`}>
          {messages.format('addToCart.quantity')}
        </label>
        <input
          className="sf-input"
          id={`${idPrefix}-quantity`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={QUANTITY_LIMITS.min}
          max={QUANTITY_LIMITS.max}
          step={QUANTITY_LIMITS.step}
          value={draft ?? String(view.quantity)}
          aria-describedby={error ? `${titleId} ${errorId}` : titleId}
          aria-invalid={error && draft !== undefined ? 'true' : undefined}
          onChange={(event) => props.onType(event.target.value)}
          onBlur={props.onCommit}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="sf-cart-entry__subtotal">{view.subtotal}</p>
      <div className="sf-cart-entry__actions">
        <button
          type="button"
          className="sf-link-button sf-cart-entry__remove"
          aria-label={messages.format('cartPage.removeItem', { title: view.title })}
          aria-disabled={isBusy ? 'true' : undefined}
          onClick={props.onRemove}
        >
          {messages.format('cartPage.remove')}
        </button>
        {form && entry.additionalFieldsFormId && (
          <button
            type="button"
            className="sf-link-button sf-cart-entry__edit"
            aria-describedby={titleId}
            aria-disabled={isBusy ? 'true' : undefined}
            onClick={props.onEdit}
          >
            {messages.format('cartPage.editAnswers')}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" id={errorId} className="sf-form-error sf-cart-entry__error">
          <strong>{error.title}</strong> {error.message}
        </p>
      )}
    </li>
  );
}

/** The inputs an entry's edit form starts from. */
export const entryInputs = (entry: CartEntry) => (form: FormDefinition) =>
  answersToFormInputs(form, entry.additionalFields);
