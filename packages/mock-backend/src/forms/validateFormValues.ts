import {
  CATALOGUE_EN,
  type FormDefinition,
  type FormField,
  isMultiPartFieldType,
  isRealDate,
  isRealTime,
  isTextFieldType,
  isValidEmail,
  isValidPhone,
  numberInputError,
} from '@storefront-widgets/core';

/** the platform messages; the ones the widgets also show come from core's catalogue. */
export const FORM_MESSAGES = {
  required: CATALOGUE_EN['form.required'],
  characterLimit: CATALOGUE_EN['form.characterLimit'],
  email: CATALOGUE_EN['form.emailInvalid'],
  date: CATALOGUE_EN['form.dateInvalid'],
  time: CATALOGUE_EN['form.timeInvalid'],
  phone: CATALOGUE_EN['form.phoneInvalid'],
  invalid: 'Invalid value.',
  number: 'Must be a number.',
  option: 'Select one of the options.',
  website: 'Must be a valid website address.',
} as const;

/** The widgets' message for a number the field refuses, its `{min}`-style values filled in. */
function numberMessage(field: FormField, text: string): string | undefined {
  const error = numberInputError(text, field);
  if (!error) return undefined;
  const values: Record<string, number> = 'values' in error ? error.values : {};
  return CATALOGUE_EN[error.id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

/** One field's error message, or undefined when its value passes. */
function checkField(field: FormField, value: unknown): string | undefined {
  if (field.type === 'section') return undefined;
  const absent = value === undefined || value === null;
  if (isTextFieldType(field.type) || field.type === 'radio' || field.type === 'select') {
    if (!absent && typeof value !== 'string') return FORM_MESSAGES.invalid;
    const text = absent ? '' : (value as string);
    if (text.trim() === '')
      return field.required && field.type !== 'hidden' ? FORM_MESSAGES.required : undefined;
    if (text.length > 10_000) return FORM_MESSAGES.characterLimit;
    switch (field.type) {
      case 'textarea':
        return field.maxLength && text.length > field.maxLength ? FORM_MESSAGES.characterLimit : undefined;
      case 'email':
        return isValidEmail(text.trim()) ? undefined : FORM_MESSAGES.email;
      case 'number':
        return numberMessage(field, text);
      case 'currency':
        return Number.isFinite(Number(text.replace(/,/g, ''))) ? undefined : FORM_MESSAGES.number;
      case 'website':
        return /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(text.trim())
          ? undefined
          : FORM_MESSAGES.website;
      case 'radio':
      case 'select':
        return field.options?.includes(text) ? undefined : FORM_MESSAGES.option;
      default:
        return undefined;
    }
  }
  if (isMultiPartFieldType(field.type)) {
    if (absent) return field.required ? FORM_MESSAGES.required : undefined;
    if (!isStringArray(value) || value.length > 10) return FORM_MESSAGES.invalid;
    if (value.some((part) => part.length > 1000)) return FORM_MESSAGES.characterLimit;
    const isEmpty = value.every((part) => part.trim() === '');
    if (isEmpty) return field.required ? FORM_MESSAGES.required : undefined;
    if (field.type === 'date' && !isRealDate(value)) return FORM_MESSAGES.date;
    if (field.type === 'time' && !isRealTime(value)) return FORM_MESSAGES.time;
    return field.type === 'phone' && !isValidPhone(value) ? FORM_MESSAGES.phone : undefined;
  }
  if (field.type === 'checkbox') {
    if (absent) return field.required ? FORM_MESSAGES.required : undefined;
    if (!isStringArray(value)) return FORM_MESSAGES.invalid;
    if (value.some((v) => !field.options?.includes(v))) return FORM_MESSAGES.option;
    return field.required && value.length === 0 ? FORM_MESSAGES.required : undefined;
  }
  if (field.type === 'likert') {
    // Likert is never required (spec/storefront.md §5).
    if (absent) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) return FORM_MESSAGES.invalid;
    for (const [question, answers] of Object.entries(value as Record<string, unknown>)) {
      if (!field.options?.includes(question) || !isStringArray(answers)) return FORM_MESSAGES.invalid;
    }
    return undefined;
  }
  return FORM_MESSAGES.invalid;
}

/**
 * Server-side validation of a form's values (keyed by field id).
 * @returns field id → message; empty when every field passes. Unknown keys are ignored.
 */
export function validateFormValues(
  form: FormDefinition,
  values: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const message = checkField(field, values[field.id]);
    if (message) errors[field.id] = message;
  }
  return errors;
}
