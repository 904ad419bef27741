import { isShallowJson, MAX_JSON_DEPTH } from '@storefront-widgets/core';
import type { Context } from 'hono';
import { httpError } from './httpError';

/** How {@link readRequestBody} treats the request. */
export interface ReadRequestBodyOptions {
  /** An empty body reads as `{}` instead of a 400. @default false */
  allowEmpty?: boolean;
  /** The message of a 400 for a body that cannot be parsed. @default 'The request body is not valid JSON.' */
  unparsable?: string;
}

/**
 * The request body as a value: form-encoded fields (repeated names as lists) or JSON. `sendBeacon`
 * posts strings as `text/plain`, so anything that is not form-encoded is read as JSON. What cannot be
 * read or parsed is a 400 naming `body` (multipart a 415), never a 500. Validation is the schemas' job.
 */
export async function readRequestBody(c: Context, options: ReadRequestBodyOptions = {}): Promise<unknown> {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (type.includes('multipart/form-data')) {
    throw httpError(415, {
      message: 'Send JSON or form-encoded fields, not multipart.',
      errors: { body: type },
    });
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw httpError(400, { message: 'The request body could not be read.', errors: { body: 'unreadable' } });
  }
  if (text.trim() === '') {
    if (options.allowEmpty) return {};
    throw httpError(400, { message: 'The request body is empty.', errors: { body: 'empty' } });
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    // No prototype: `__proto__=a` is a field like any other, never the object's prototype.
    const fields: Record<string, string | string[]> = Object.create(null);
    for (const [key, value] of new URLSearchParams(text)) {
      const previous = fields[key];
      if (previous === undefined) fields[key] = value;
      else fields[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
    return fields;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    const message = options.unparsable ?? 'The request body is not valid JSON.';
    throw httpError(400, { message, errors: { body: 'malformed JSON' } });
  }
  // No call needs deeper nesting, and a deep body would overflow the stack of whatever walks it.
  if (!isShallowJson(parsed)) {
    throw httpError(400, {
      message: options.unparsable ?? `"body" is nested deeper than ${MAX_JSON_DEPTH} levels.`,
      errors: { body: 'too deep' },
    });
  }
  return parsed;
}
