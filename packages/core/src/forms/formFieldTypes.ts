import type { FormFieldType } from '../api/types';

/**
 * Every form field kind of spec/platform.md §3, in the spec's order. One list for the client's
 * parsing and the reference backend's validation.
 */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'currency',
  'website',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const satisfies readonly FormFieldType[];

// Fails to compile when FormFieldType gains a kind this list lacks.
const everyKindListed: Exclude<FormFieldType, (typeof FORM_FIELD_TYPES)[number]> extends never
  ? true
  : false = true;
void everyKindListed;

/** True for a string naming one of the {@link FORM_FIELD_TYPES}. */
export const isFormFieldType = (value: unknown): value is FormFieldType =>
  typeof value === 'string' && (FORM_FIELD_TYPES as readonly string[]).includes(value);
