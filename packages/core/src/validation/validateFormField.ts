import type { FieldInput, FormFieldLike, FormInputs } from '../forms/formField';
import { toFormField } from '../forms/toFormField';
import { COMPILED_EN_FORMS } from '../messages/compiled.en.forms';
import { getDefaultMessagesFor, type Messages } from '../messages/createMessages';
import { characterCounter } from './characterCounter';
import { isRealDate } from './isRealDate';
import { isRealTime } from './isRealTime';
import { isValidEmail } from './isValidEmail';
import { isValidPhone } from './isValidPhone';
import { numberInputError } from './numberInputError';
import type { ValidationError } from './types';

/** True when a raw input carries nothing: blank text, no checked value, or all sub-values blank. */
export function isEmptyInput(input: FieldInput | undefined): boolean {
  if (input === undefined) return true;
  if (typeof input === 'string') return input.trim() === '';
  if (Array.isArray(input)) return input.every((part) => typeof part !== 'string' || part.trim() === '');
  return Object.values(input).every((answer) => answer.trim() === '');
}

/**
 * Validates one field: 'Required' for an empty required field (likert never,
 * sections and hidden fields skipped); 'You have exceeded the character limit.' for a textarea over
 * its limit; 'Email is not valid. …' for a non-empty invalid email; 'This date does not exist.' for
 * a date that is filled in but not a real day (13/45/20); a time that is not one (25:61); a phone
 * number that is not digits ('abc'); a number field's text that is not a number or breaks its
 * limits (-3.5 where `min` is 1). Returns null when valid.
 */
export function validateFormField(
  fieldLike: FormFieldLike,
  input: FieldInput | undefined,
  messages: Messages = getDefaultMessagesFor(COMPILED_EN_FORMS),
): ValidationError | null {
  const field = toFormField(fieldLike);
  if (field.type === 'section' || field.type === 'hidden' || field.type === 'likert') return null;
  if (isEmptyInput(input)) {
    return field.required ? { id: 'form.required', message: messages.format('form.required') } : null;
  }
  if (
    field.type === 'textarea' &&
    typeof input === 'string' &&
    characterCounter(input, field.maxLength)?.isOver
  ) {
    return { id: 'form.characterLimit', message: messages.format('form.characterLimit') };
  }
  if (field.type === 'email' && typeof input === 'string' && !isValidEmail(input.trim())) {
    return { id: 'form.emailInvalid', message: messages.format('form.emailInvalid') };
  }
  if (
    field.type === 'date' &&
    !isRealDate(typeof input === 'string' ? [input] : (input as readonly string[]))
  ) {
    return { id: 'form.dateInvalid', message: messages.format('form.dateInvalid') };
  }
  const parts =
    typeof input === 'string' ? [input] : Array.isArray(input) ? (input as readonly string[]) : [];
  if (field.type === 'time' && !isRealTime(parts)) {
    return { id: 'form.timeInvalid', message: messages.format('form.timeInvalid') };
  }
  if (field.type === 'phone' && !isValidPhone(parts)) {
    return { id: 'form.phoneInvalid', message: messages.format('form.phoneInvalid') };
  }
  if (field.type === 'number' && typeof input === 'string') {
    const error = numberInputError(input, field);
    if (error)
      return { id: error.id, message: messages.format(error.id, 'values' in error ? error.values : {}) };
  }
  return null;
}

/** Validates every field; returns field id → message for the failures (empty when valid). */
export function validateForm(
  fields: readonly FormFieldLike[],
  inputs: FormInputs,
  messages: Messages = getDefaultMessagesFor(COMPILED_EN_FORMS),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = validateFormField(field, inputs[field.id], messages);
    if (error) errors[field.id] = error.message;
  }
  return errors;
}
