import type { FormDefinition } from '../api/types';
import type { FieldInput, FormInputs } from '../forms/formField';
import type { SerializedFieldValue } from '../forms/serializeForm';
import { toFormField } from '../forms/toFormField';

/** One answer of a cart entry's additional fields, as the cart lists it. */
export interface EntryAnswer {
  fieldId: string;
  /** The field's title (its id when the form has none). */
  label: string;
  /** The answer as text: parts joined with spaces, choices with commas, likert as 'question: answer'. */
  value: string;
}

/** The entry's `additionalFields` JSON text as an object, or null when absent or not an object. */
export function parseAdditionalFields(
  text: string | null | undefined,
): Record<string, SerializedFieldValue> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, SerializedFieldValue>)
      : null;
  } catch {
    return null;
  }
}

function answerText(value: SerializedFieldValue, joiner: string): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((part) => part !== '').join(joiner);
  return Object.entries(value)
    .map(([question, answers]) => `${question}: ${answers.join(', ')}`)
    .join('; ');
}

/**
 * The answers of a cart entry (its `additionalFields`),
 * labelled by the product's form, in the form's order. Empty answers, sections and hidden fields
 * are left out.
 */
export function describeEntryAnswers(form: FormDefinition, additionalFields: string | null): EntryAnswer[] {
  const values = parseAdditionalFields(additionalFields);
  if (!values) return [];
  const answers: EntryAnswer[] = [];
  for (const raw of form.fields) {
    const field = toFormField(raw);
    const value = values[field.id];
    if (value === undefined || field.type === 'section' || field.type === 'hidden') continue;
    const text = answerText(value, field.type === 'checkbox' ? ', ' : ' ');
    if (text !== '') answers.push({ fieldId: field.id, label: field.title || field.id, value: text });
  }
  return answers;
}

/**
 * The form inputs that serialize back to an entry's answers, so the edit form opens filled in:
 * the inverse of `serializeForm` (a phone's prepended country-code slot is dropped when the field
 * shows none, a likert's answers become one per question).
 */
export function answersToFormInputs(form: FormDefinition, additionalFields: string | null): FormInputs {
  const values = parseAdditionalFields(additionalFields);
  const inputs: Record<string, FieldInput> = {};
  if (!values) return inputs;
  for (const raw of form.fields) {
    const field = toFormField(raw);
    const value = values[field.id];
    if (value === undefined || field.type === 'section' || field.type === 'hidden') continue;
    if (typeof value === 'string') inputs[field.id] = value;
    else if (Array.isArray(value))
      inputs[field.id] = field.type === 'phone' && !field.showCountryCode ? value.slice(1) : [...value];
    else inputs[field.id] = Object.fromEntries(Object.entries(value).map(([q, a]) => [q, a[0] ?? '']));
  }
  return inputs;
}
