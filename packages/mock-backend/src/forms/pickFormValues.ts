import type { FormDefinition } from '@storefront-widgets/core';

/**
 * The values of `form`'s fields only, in the form's field order: a key that is no field of the
 * form (`__proto__`, `<img …>`, padding) is not stored. Fields left out stay out.
 */
export function pickFormValues(
  form: FormDefinition,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of form.fields) {
    if (Object.hasOwn(values, field.id)) picked[field.id] = values[field.id];
  }
  return picked;
}
