import { characterCounter, type TextareaField } from '@storefront-widgets/core';
import { describe, type FieldProps, isRequired } from './FieldProps';

/**
 * A textarea with core's 'n / max' counter. No `maxlength` attribute: the
 * visitor may type past the limit and sees the counter's error state instead of silent truncation.
 */
export function TextareaControl(props: FieldProps<TextareaField>) {
  const { field, value, onChange, ids } = props;
  const text = typeof value === 'string' ? value : '';
  const counter = characterCounter(text, field.maxLength);
  const counterId = `${ids.control}-counter`;
  return (
    <>
      <textarea
        id={ids.control}
        name={field.id}
        placeholder={field.placeholder}
        value={text}
        aria-required={isRequired(field) ? 'true' : undefined}
        {...describe(props, counter ? counterId : undefined)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {counter && (
        <span id={counterId} className={counter.isOver ? 'sf-counter sf-counter--over' : 'sf-counter'}>
          {counter.text}
        </span>
      )}
    </>
  );
}
