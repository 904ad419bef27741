import type { FieldInput, FormFieldLike, FormInputs } from './formField';
import { toFormField } from './toFormField';

/** A serialized field value. */
export type SerializedFieldValue = string | string[] | Record<string, string[]>;

/** Serialized form: field id → value, the JSON sent as `form`. */
export type SerializedForm = Record<string, SerializedFieldValue>;

/** Options of {@link serializeForm}. */
export interface SerializeFormOptions {
  /** The page query string hidden fields read from. @default location.search or '' */
  search?: string;
}

function asText(input: FieldInput | undefined): string {
  if (typeof input === 'string') return input;
  if (Array.isArray(input)) return typeof input[0] === 'string' ? input[0] : '';
  return '';
}

function asList(input: FieldInput | undefined): string[] {
  if (typeof input === 'string') return input === '' ? [] : [input];
  if (Array.isArray(input)) return input.filter((part): part is string => typeof part === 'string');
  return [];
}

function defaultSearch(): string {
  return typeof location === 'undefined' ? '' : location.search;
}

/**
 * Serializes one field: address/date/name/time as arrays of sub-values; phone as
 * three sub-values with an empty first one prepended (the country code takes that slot when shown);
 * checkbox the checked values; radio the first checked value; select its value; likert question →
 * checked answers; hidden the query-string parameter of its key if present, else its own value;
 * section nothing (undefined).
 */
export function serializeFieldValue(
  fieldLike: FormFieldLike,
  input: FieldInput | undefined,
  options: SerializeFormOptions = {},
): SerializedFieldValue | undefined {
  const field = toFormField(fieldLike);
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden': {
      const params = new URLSearchParams(options.search ?? defaultSearch());
      return params.has(field.key) ? (params.get(field.key) ?? '') : field.value;
    }
    case 'address':
    case 'date':
    case 'name':
    case 'time':
      return Array.isArray(input) ? [...(input as readonly string[])] : [asText(input)];
    case 'phone': {
      const parts = Array.isArray(input) ? [...(input as readonly string[])] : [asText(input)];
      const local = parts.slice(-3);
      while (local.length < 3) local.unshift('');
      const countryCode = field.showCountryCode && parts.length > 3 ? (parts[parts.length - 4] ?? '') : '';
      return [countryCode, ...local];
    }
    case 'checkbox':
      return asList(input);
    case 'radio':
      return asList(input)[0] ?? '';
    case 'likert': {
      const answers: Record<string, string[]> = {};
      if (input && typeof input === 'object' && !Array.isArray(input)) {
        for (const [question, answer] of Object.entries(
          input as Record<string, string | readonly string[]>,
        )) {
          const checked = (typeof answer === 'string' ? [answer] : [...answer]).filter(
            (value) => value !== '',
          );
          if (checked.length > 0) answers[question] = checked;
        }
      }
      return answers;
    }
    default:
      return asText(input);
  }
}

/** Serializes every field that carries a value, keyed by field id. */
export function serializeForm(
  fields: readonly FormFieldLike[],
  inputs: FormInputs,
  options: SerializeFormOptions = {},
): SerializedForm {
  const form: SerializedForm = {};
  for (const field of fields) {
    const value = serializeFieldValue(field, inputs[field.id], options);
    if (value !== undefined) form[field.id] = value;
  }
  return form;
}
