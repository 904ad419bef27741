/**
 * Every form field kind of the platform, in the platform's order: the one list the client's
 * parsing and validation and the reference backend's validation read.
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
] as const;

/** A form field kind: one of {@link FORM_FIELD_TYPES}. */
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Kinds whose value is one string typed by the visitor (hidden fields carry one too). */
export const TEXT_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'currency',
  'website',
  'password',
  'twitter',
  'hidden',
] as const satisfies readonly FormFieldType[];

/** Kinds whose value is a list of sub-values. */
export const MULTI_PART_FIELD_TYPES = [
  'name',
  'address',
  'date',
  'time',
  'phone',
] as const satisfies readonly FormFieldType[];

/** True for a string naming one of the {@link FORM_FIELD_TYPES}. */
export const isFormFieldType = (value: unknown): value is FormFieldType =>
  typeof value === 'string' && (FORM_FIELD_TYPES as readonly string[]).includes(value);

/** True for the kinds whose value is one typed string. */
export const isTextFieldType = (type: FormFieldType): boolean =>
  (TEXT_FIELD_TYPES as readonly string[]).includes(type);

/** True for the kinds whose value is a list of sub-values. */
export const isMultiPartFieldType = (type: FormFieldType): boolean =>
  (MULTI_PART_FIELD_TYPES as readonly string[]).includes(type);
