import * as v from 'valibot';

/**
 * Building blocks of the request schemas. Messages that are not the platform's own wording are
 * templates: `{field}` stands for the offending field's path (e.g. `itemId`, `events[0].event`),
 * filled in by whoever reports the issue (the reference backend answers
 * `{ message, errors: { [field]: message } }`).
 */

/** A message template; `{field}` is replaced by the field's path. */
const must = (text: string) => `"{field}" must ${text}.`;

/** A required string, not blank, at most `max` characters (kept as sent, not trimmed). @param max UTF-16 code units. @default 2000 */
export function text(max = 2000) {
  return v.pipe(
    v.string(must('be a string')),
    v.check((value) => value.trim() !== '', must('not be empty')),
    v.maxLength(max, must(`be at most ${max} characters`)),
  );
}

/** A required query parameter or other string that must be present and non-empty. */
export function requiredParam() {
  const message = '"{field}" is required.';
  return v.pipe(v.string(message), v.nonEmpty(message));
}

/** An optional string (absent or null reads as undefined), empty allowed, at most `max` characters. @default 2000 */
export function optionalText(max = 2000) {
  return v.nullish(
    v.pipe(v.string(must('be a string')), v.maxLength(max, must(`be at most ${max} characters`))),
  );
}

/** A boolean; form-encoded `'true'`/`'false'` are accepted too. */
export function formBoolean() {
  return v.union(
    [
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false']),
        v.transform((value) => value === 'true'),
      ),
    ],
    must('be a boolean'),
  );
}

/** An optional boolean query parameter: `true`/`1` or `false`/`0`/empty. */
export function queryBoolean() {
  return v.optional(
    v.pipe(
      v.picklist(['true', '1', 'false', '0', ''], must('be true or false')),
      v.transform((value) => value === 'true' || value === '1'),
    ),
  );
}

/** An integer from `min` to `max`. */
export function integer(min: number, max: number) {
  const message = must(`be an integer from ${min} to ${max}`);
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

/** True for a non-null object that is not an array. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A JSON object (any keys) of reasonable depth. @param message Refusal message. @default '"{field}" must be a JSON object.' */
export function jsonObject(message = must('be a JSON object')) {
  return v.pipe(
    v.unknown(),
    v.check(isPlainObject, message),
    v.check(isShallowJson, `"{field}" is nested deeper than ${MAX_JSON_DEPTH} levels.`),
    v.record(v.string(), v.unknown(), message),
  );
}

/** A list of at most `max` items, each checked by `item`. */
export function list<T extends v.GenericSchema>(item: T, max: number) {
  return v.pipe(v.array(item, must('be an array')), v.maxLength(max, must(`have at most ${max} items`)));
}

/** Deepest nesting accepted in free-form JSON: no call needs more, and stored payloads stay printable. */
export const MAX_JSON_DEPTH = 32;

/** Nesting depth of a parsed JSON value, stopping early once past {@link MAX_JSON_DEPTH}. */
export function jsonDepth(value: unknown, depth = 0): number {
  if (depth > MAX_JSON_DEPTH || value === null || typeof value !== 'object') return depth;
  let deepest = depth + 1;
  for (const child of Object.values(value as Record<string, unknown>)) {
    deepest = Math.max(deepest, jsonDepth(child, depth + 1));
    if (deepest > MAX_JSON_DEPTH) break;
  }
  return deepest;
}

/** True when a parsed JSON value nests no deeper than {@link MAX_JSON_DEPTH}. */
export const isShallowJson = <T>(value: T): boolean => jsonDepth(value) <= MAX_JSON_DEPTH;

/** A string holding JSON text of reasonable depth; the output is the parsed value. */
export function jsonText() {
  return v.pipe(
    v.string(must('be JSON text')),
    v.parseJson(undefined, '"{field}" is not valid JSON.'),
    v.check(isShallowJson, `"{field}" is nested deeper than ${MAX_JSON_DEPTH} levels.`),
  );
}
