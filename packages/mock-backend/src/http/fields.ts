import { fieldError } from './ApiError';

/** A parsed JSON object (or form-encoded fields) whose values are still unchecked. */
export type Fields = Record<string, unknown>;

/** The body as an object, or a 400 naming `body`. */
export function asObject(value: unknown, field = 'body'): Fields {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw fieldError(field, `"${field}" must be a JSON object.`);
  }
  return value as Fields;
}

interface StringRule {
  /** Maximum length in UTF-16 code units. @default 2000 */
  max?: number;
  /** Accept `''`. @default false */
  allowEmpty?: boolean;
}

/** A required string field. */
export function requireString(fields: Fields, name: string, rule: StringRule = {}): string {
  const value = fields[name];
  if (typeof value !== 'string') throw fieldError(name, `"${name}" must be a string.`);
  if (!rule.allowEmpty && value.trim() === '') throw fieldError(name, `"${name}" must not be empty.`);
  const max = rule.max ?? 2000;
  if (value.length > max) throw fieldError(name, `"${name}" must be at most ${max} characters.`);
  return value;
}

/** An optional string field: undefined when absent or null. */
export function optionalString(fields: Fields, name: string, rule: StringRule = {}): string | undefined {
  if (fields[name] === undefined || fields[name] === null) return undefined;
  return requireString(fields, name, { allowEmpty: true, ...rule });
}

/** An optional boolean; form-encoded `'true'`/`'false'` are accepted. */
export function optionalBoolean(fields: Fields, name: string): boolean | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw fieldError(name, `"${name}" must be a boolean.`);
}

/** A required integer within bounds. */
export function requireInteger(fields: Fields, name: string, min: number, max: number): number {
  const value = fields[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw fieldError(name, `"${name}" must be an integer from ${min} to ${max}.`);
  }
  return value;
}

/** A required array with at most `max` items. */
export function requireArray(fields: Fields, name: string, max: number): unknown[] {
  const value = fields[name];
  if (!Array.isArray(value)) throw fieldError(name, `"${name}" must be an array.`);
  if (value.length > max) throw fieldError(name, `"${name}" must have at most ${max} items.`);
  return value;
}

/** A boolean query parameter (`true`/`false`/`1`/`0`), or undefined when absent. */
export function queryBoolean(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  throw fieldError(name, `"${name}" must be true or false.`);
}
