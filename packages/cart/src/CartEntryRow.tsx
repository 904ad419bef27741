import {
  answersToFormInputs,
  type CartEntry,
  type CartEntryView,
  type CartPageAlert,
  describeEntryAnswers,
  type FormDefinition,
} from '@storefront-widgets/core';
import { useStorefront } from '@storefront-widgets/react';
import { EntryThumbnail } from './EntryThumbnail';
import { QuantityStepper } from './QuantityStepper';

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
  onStep(delta: -1 | 1): void;
  onCommit(): void;
  onRemove(): void;
  onEdit(): void;
}

/**
 * One cart line: thumbnail and title linking to the product, variant, answers, price, the quantity
 * stepper with its error right under it, subtotal, remove and edit.
 */
export function CartEntryRow(props: CartEntryRowProps) {
  const { entry, view, form, idPrefix, draft, error, isBusy } = props;
  const { messages } = useStorefront();
  const answers = form ? describeEntryAnswers(form, entry.additionalFields) : [];
  const titleId = `${idPrefix}-title`;
  const errorId = `${idPrefix}-error`;
  // A quantity refused before the call stays in the input: the subtotal of the old quantity
  // beside it would be wrong, so it gives way to a dash until the quantity is corrected.
  const isDraftRefused = error !== undefined && draft !== undefined;
  const isSubtotalStale = !isDraftRefused && draft !== undefined && draft.trim() !== String(view.quantity);
  return (
    <li
      className="sf-cart-entry"
      data-entry-id={entry.id}
      data-sku={entry.chosenVariant.sku}
      aria-busy={isBusy || undefined}
    >
      <EntryThumbnail title={view.title} imageUrl={view.imageUrl} />
      <div className="sf-cart-entry__info">
        <p className="sf-cart-entry__title" id={titleId}>
          {view.url ? (
            <a className="sf-cart-entry__link" href={view.url}>
              {view.title}
            </a>
          ) : (
            view.title
          )}
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
      <QuantityStepper
        id={`${idPrefix}-quantity`}
        title={view.title}
        value={draft ?? String(view.quantity)}
        describedBy={error ? `${titleId} ${errorId}` : titleId}
        isInvalid={isDraftRefused}
        onType={props.onType}
        onStep={props.onStep}
        onCommit={props.onCommit}
      >
        {error && (
          <p role="alert" id={errorId} className="sf-form-error sf-cart-entry__error">
            <strong>{error.title}</strong> {error.message}
          </p>
        )}
      </QuantityStepper>
      <p
        className="sf-cart-entry__subtotal"
        data-stale={isDraftRefused || isSubtotalStale || (isBusy && !isDraftRefused) || undefined}
      >
        {isDraftRefused ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sf-visually-hidden">{messages.format('cartPage.subtotalUnavailable')}</span>
          </>
        ) : (
          view.subtotal
        )}
      </p>
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
    </li>
  );
}

/** The inputs an entry's edit form starts from. */
export const entryInputs = (entry: CartEntry) => (form: FormDefinition) =>
  answersToFormInputs(form, entry.additionalFields);
