import type { CurrencyField, NumberField, PlainField, TextLikeField } from '@storefront-widgets/core';
import { describe, type FieldProps, isRequired } from './FieldProps';

const INPUT_TYPES: Record<string, string> = {
  text: 'text',
  email: 'email',
  number: 'text',
  website: 'url',
  password: 'password',
  twitter: 'text',
  currency: 'text',
};

/** The phone keyboard a field needs: digits only for a count of whole numbers from 0 up. */
function inputModeOf(field: TextLikeField | NumberField | CurrencyField | PlainField) {
  if (field.type === 'currency') return 'decimal';
  if (field.type !== 'number') return undefined;
  return field.step === 1 && field.min !== undefined && field.min >= 0 ? 'numeric' : 'decimal';
}

/** Single-line inputs: text, email, number, website, password, twitter, currency. */
export function TextControl(props: FieldProps<TextLikeField | NumberField | CurrencyField | PlainField>) {
  const { field, value, onChange, ids } = props;
  const input = (
    <input
      id={ids.control}
      name={field.id}
      type={INPUT_TYPES[field.type] ?? 'text'}
      inputMode={inputModeOf(field)}
      autoComplete={field.type === 'email' ? 'email' : undefined}
      placeholder={'placeholder' in field ? field.placeholder : undefined}
      value={typeof value === 'string' ? value : ''}
      aria-required={isRequired(field) ? 'true' : undefined}
      {...describe(props)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
  if (field.type !== 'currency' || !field.currencySymbol) return input;
  return (
    <span className="sf-currency">
      <span className="sf-currency-symbol" aria-hidden="true">
        {field.currencySymbol}
      </span>
      {input}
    </span>
  );
}
