import type { FieldInput, FormFieldModel, Messages } from '@storefront-widgets/core';

/** What every field control receives from the form. */
export interface FieldProps<TField extends FormFieldModel = FormFieldModel> {
  field: TField;
  value: FieldInput | undefined;
  onChange: (value: FieldInput) => void;
  /** The field's error (validation or server), shown above the title. */
  error: string | undefined;
  /** Ids for the control (or first control), the error and the description. */
  ids: { control: string; error: string; description: string };
  messages: Messages;
}

/** aria attributes of a control: invalid state and descriptions (error first, then help text). */
export function describe(props: FieldProps, extra?: string): Record<string, string | undefined> {
  const describedBy = [
    props.error ? props.ids.error : undefined,
    props.field.description ? props.ids.description : undefined,
    extra,
  ].filter(Boolean);
  return {
    'aria-invalid': props.error ? 'true' : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
  };
}

/** True for fields that have a `required` setting turned on. */
export const isRequired = (field: FormFieldModel): boolean => 'required' in field && field.required === true;

/** The input as a list of sub-values (multi-part fields, checkbox). */
export function asList(value: FieldInput | undefined): readonly string[] {
  if (Array.isArray(value)) return value as readonly string[];
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The input as a single string. */
export const asText = (value: FieldInput | undefined): string => (typeof value === 'string' ? value : '');
