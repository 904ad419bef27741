import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { fieldError } from './httpError';
import { type ReadRequestBodyOptions, readRequestBody } from './readRequestBody';

/** The path of an issue as the error map names it: `itemId`, `events[0].timestamp`, or `body`. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key?: unknown }).key;
    path += typeof key === 'number' ? `[${key}]` : path === '' ? String(key) : `.${String(key)}`;
  }
  return path || 'body';
}

/**
 * The message of an issue: the schema's own (a `{field}` template is filled with the path); a
 * missing key or a value that is not an object get the backend's wording.
 */
function messageOf(issue: v.BaseIssue<unknown>, field: string): string {
  const isObjectSchema = issue.kind === 'schema' && /object|record/.test(issue.type);
  const last = issue.path?.at(-1) as { origin?: string } | undefined;
  if (isObjectSchema && last?.origin === 'key' && issue.input === undefined) return `"${field}" is required.`;
  if (isObjectSchema && issue.message.startsWith('Invalid type')) return `"${field}" must be a JSON object.`;
  return issue.message.replaceAll('{field}', field);
}

/**
 * Parses `input` with a schema, or throws the backend's 400 for the first issue:
 * `{ message, errors: { [field]: message } }` (a JSON-text field that does not parse is reported as
 * `malformed JSON` in the map, the way clients have always read it).
 */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  const field = pathOf(issue);
  const message = messageOf(issue, field);
  const error = fieldError(field, message);
  if (issue.type === 'parse_json') {
    (error.cause as { errors: Record<string, string> }).errors = { [field]: 'malformed JSON' };
  }
  throw error;
}

/**
 * Validates the request body: `c.req.valid('json')` is the schema's typed output, as with Hono's
 * validator. Form-encoded and `text/plain` beacon bodies are read like JSON ({@link readRequestBody}).
 * The body is parsed once, here: Hono's own JSON validator would parse its text again.
 */
export function validateBody<S extends v.GenericSchema>(schema: S, options: ReadRequestBodyOptions = {}) {
  const middleware: MiddlewareHandler = async (c, next) => {
    c.req.addValidatedData('json', parseOrThrow(schema, await readRequestBody(c, options)) as object);
    await next();
  };
  // Typed as the validator Hono would build, so routes infer `c.req.valid('json')`.
  return middleware as unknown as ReturnType<typeof jsonValidator<S>>;
}

/** Only its type is used: the middleware type of a Hono JSON validator for a schema's output. */
const jsonValidator = <S extends v.GenericSchema>() =>
  validator('json', (value): v.InferOutput<S> => value as v.InferOutput<S>);

/** Validates the query string through Hono's validator: `c.req.valid('query')` is typed. */
export function validateQuery<S extends v.GenericSchema>(schema: S) {
  return validator('query', (query): v.InferOutput<S> => parseOrThrow(schema, query));
}
