import type { Context } from 'hono';
import { ApiError } from './ApiError';

/** How {@link readBody} treats the request. */
export interface ReadBodyOptions {
  /** An empty body reads as `{}` instead of a 400. @default false */
  allowEmpty?: boolean;
}

/**
 * Reads a JSON or form-encoded body. `sendBeacon` posts strings as `text/plain`, so anything that
 * is not form-encoded is parsed as JSON. Form fields arrive as strings (repeated names as arrays).
 * A body that cannot be parsed is a 400 naming `body`, never a 500.
 */
export async function readBody(c: Context, options: ReadBodyOptions = {}): Promise<unknown> {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new ApiError(400, {
      message: 'The request body could not be read.',
      errors: { body: 'unreadable' },
    });
  }
  if (text.trim() === '') {
    if (options.allowEmpty) return {};
    throw new ApiError(400, { message: 'The request body is empty.', errors: { body: 'empty' } });
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    const fields: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const previous = fields[key];
      if (previous === undefined) fields[key] = value;
      else fields[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
    return fields;
  }
  if (type.includes('multipart/form-data')) {
    throw new ApiError(415, {
      message: 'Send JSON or form-encoded fields, not multipart.',
      errors: { body: type },
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, {
      message: 'The request body is not valid JSON.',
      errors: { body: 'malformed JSON' },
    });
  }
  checkDepth(parsed, 'body');
  return parsed;
}

/** Whether a parsed JSON value is nested deeper than any call needs. */
export function isTooDeep(value: unknown): boolean {
  return depthOf(value, 0) > MAX_DEPTH;
}

/** Refuses (400 naming `field`) a parsed JSON value nested deeper than any call needs. */
export function checkDepth(value: unknown, field: string): void {
  if (depthOf(value, 0) > MAX_DEPTH) {
    throw new ApiError(400, {
      message: `"${field}" is nested deeper than ${MAX_DEPTH} levels.`,
      errors: { [field]: 'too deep' },
    });
  }
}

/** Deepest nesting accepted in a JSON body; no call needs more, and stored payloads stay printable. */
const MAX_DEPTH = 32;

/** Nesting depth of a parsed JSON value, stopping early once past the limit. */
function depthOf(value: unknown, depth: number): number {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return depth;
  let deepest = depth + 1;
  for (const child of Object.values(value as Record<string, unknown>)) {
    deepest = Math.max(deepest, depthOf(child, depth + 1));
    if (deepest > MAX_DEPTH) break;
  }
  return deepest;
}

/** Parses a field that carries JSON text (e.g. census `data`); a 400 naming it otherwise. */
export function parseJsonField(value: unknown, field: string): unknown {
  if (typeof value !== 'string') {
    throw new ApiError(400, {
      message: `"${field}" must be JSON text.`,
      errors: { [field]: 'not a string' },
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    throw new ApiError(400, {
      message: `"${field}" is not valid JSON.`,
      errors: { [field]: 'malformed JSON' },
    });
  }
  checkDepth(parsed, field);
  return parsed;
}
