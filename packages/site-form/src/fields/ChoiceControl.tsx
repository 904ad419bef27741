import { type ChoiceField, LIKERT_ANSWERS, type LikertField } from '@storefront-widgets/core';
import { asList, asText, describe, type FieldProps, isRequired } from './FieldProps';

/** radio and checkbox: one native input per option (arrow keys move within a radio group). */
export function ChoiceControl(props: FieldProps<ChoiceField>) {
  const { field, value, onChange, ids } = props;
  const checked = asList(value);
  const isRadio = field.type === 'radio';
  return (
    <div className={`sf-choices sf-choices--${field.type}`}>
      {field.options.map((option, index) => {
        const id = index === 0 ? ids.control : `${ids.control}-${index}`;
        return (
          <span className="sf-choice" key={option}>
            <input
              id={id}
              type={isRadio ? 'radio' : 'checkbox'}
              name={field.id}
              value={option}
              checked={checked.includes(option)}
              aria-required={isRadio && isRequired(field) ? 'true' : undefined}
              {...describe(props)}
              onChange={(event) => {
                if (isRadio) onChange([option]);
                else
                  onChange(
                    event.currentTarget.checked ? [...checked, option] : checked.filter((v) => v !== option),
                  );
              }}
            />
            <label htmlFor={id}>{option}</label>
          </span>
        );
      })}
    </div>
  );
}

/** select: 'Select Value' first, then the options. */
export function SelectControl(props: FieldProps<ChoiceField>) {
  const { field, value, onChange, ids, messages } = props;
  return (
    <select
      id={ids.control}
      name={field.id}
      value={asText(value)}
      aria-required={isRequired(field) ? 'true' : undefined}
      {...describe(props)}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      <option value="">{messages.format('variant.selectValue')}</option>
      {field.options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/** likert: each question is a radio group over the five answers (the platform labels). */
export function LikertControl(props: FieldProps<LikertField>) {
  const { field, value, onChange, ids, messages } = props;
  const answers =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  return (
    <div className="sf-likert">
      {field.options.map((question, row) => (
        <fieldset key={question} className="sf-likert-question">
          <legend>{question}</legend>
          {LIKERT_ANSWERS.map((answer, column) => {
            const id = row === 0 && column === 0 ? ids.control : `${ids.control}-${row}-${column}`;
            return (
              <span className="sf-choice" key={answer.value}>
                <input
                  id={id}
                  type="radio"
                  name={`${field.id}-${row}`}
                  value={answer.value}
                  checked={answers[question] === answer.value}
                  {...describe(props)}
                  onChange={() => onChange({ ...answers, [question]: answer.value })}
                />
                <label htmlFor={id}>{messages.format(answer.id)}</label>
              </span>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
