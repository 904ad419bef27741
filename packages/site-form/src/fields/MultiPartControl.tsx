import { type PhoneField, type PlainField, subFieldLabelIds } from '@storefront-widgets/core';
import { asList, describe, type FieldProps, isRequired } from './FieldProps';

const AUTOCOMPLETE: Record<string, readonly string[]> = {
  name: ['given-name', 'family-name'],
  address: [
    'address-line1',
    'address-line2',
    'address-level2',
    'address-level1',
    'postal-code',
    'country-name',
  ],
};

/** name, address, date, time and phone: one labelled input per sub-value, in core's order. */
export function MultiPartControl(props: FieldProps<PlainField | PhoneField>) {
  const { field, value, onChange, ids, messages } = props;
  const labels = subFieldLabelIds(field).map((id) => messages.format(id));
  const parts = asList(value);
  const update = (index: number, next: string) => {
    const values = labels.map((_, i) => parts[i] ?? '');
    values[index] = next;
    onChange(values);
  };
  return (
    <div className={`sf-parts sf-parts--${field.type}`}>
      {labels.map((label, index) => {
        const id = index === 0 ? ids.control : `${ids.control}-${index}`;
        const common = {
          id,
          name: `${field.id}-${index}`,
          value: parts[index] ?? '',
          'aria-required': isRequired(field) ? ('true' as const) : undefined,
          ...describe(props),
        };
        return (
          <span className="sf-part" key={label}>
            <label htmlFor={id} className="sf-part-label">
              {label}
            </label>
            {field.type === 'time' && index === 3 ? (
              <select {...common} onChange={(event) => update(index, event.currentTarget.value)}>
                <option value="">–</option>
                <option value="AM">AM</option>
                <option value="PM">PM</option>
              </select>
            ) : (
              <input
                {...common}
                type={field.type === 'phone' ? 'tel' : 'text'}
                inputMode={
                  field.type === 'date' || field.type === 'time' || field.type === 'phone'
                    ? 'numeric'
                    : undefined
                }
                autoComplete={AUTOCOMPLETE[field.type]?.[index]}
                onChange={(event) => update(index, event.currentTarget.value)}
              />
            )}
          </span>
        );
      })}
    </div>
  );
}
