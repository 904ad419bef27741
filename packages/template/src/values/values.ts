/**
 * How template data behaves: which values count as true, how a value is written out, and how
 * names are looked up. Only a value's own properties are ever read, so `constructor`,
 * `__proto__`, `prototype` and everything else inherited stay out of reach of templates.
 */

import { TemplateMessages } from '../errors/TemplateMessages';

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The own property `key` of `node`, or `undefined` (missing). Arrays answer numeric keys (and, as
 * on the platform, their own `length` when looked up by a bare name).
 */
export function ownProperty(node: unknown, key: string | number): unknown {
  if (node === null || typeof node !== 'object') return undefined;
  if (typeof key === 'number') {
    if (Array.isArray(node)) return node[key];
    key = String(key);
  }
  return hasOwn.call(node, key) ? (node as Record<string, unknown>)[key] : undefined;
}

/** One step down a path: arrays only answer numeric keys. */
export function childOf(node: unknown, key: string | number): unknown {
  if (node === null || typeof node !== 'object') return undefined;
  if (Array.isArray(node)) return typeof key === 'number' ? node[key] : undefined;
  const name = typeof key === 'number' ? String(key) : key;
  return hasOwn.call(node, name) ? (node as Record<string, unknown>)[name] : undefined;
}

/** Follows `path` down from `node`, starting at `from`. */
export function descend(node: unknown, path: readonly (string | number)[], from = 0): unknown {
  // `childOf`, inlined: paths are walked on every tag.
  for (let i = from; i < path.length; i++) {
    if (node === null || typeof node !== 'object') return undefined;
    const key = path[i]!;
    if (Array.isArray(node)) node = typeof key === 'number' ? node[key] : undefined;
    else {
      const name = typeof key === 'number' ? String(key) : key;
      node = hasOwn.call(node, name) ? (node as Record<string, unknown>)[name] : undefined;
    }
  }
  return node;
}

/**
 * Whether a section, `.if` or repeated section treats the value as present: missing, null, false,
 * 0, '', an empty array and an object without properties are all false.
 */
export function isTruthy(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  switch (typeof value) {
    case 'string':
      return value.length > 0;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'boolean':
      return value;
    case 'object':
      if (Array.isArray(value)) return value.length > 0;
      for (const key in value) if (hasOwn.call(value, key)) return true;
      return false;
    default:
      return false;
  }
}

/** Arrays and objects nest at most this deep where a value is written out whole. */
export const MAX_VALUE_DEPTH = 100;

/** Thrown for a value nested deeper than {@link MAX_VALUE_DEPTH}; the render reports it. */
export class ValueTooDeep extends RangeError {
  constructor() {
    super(TemplateMessages.valueTooDeep(MAX_VALUE_DEPTH));
  }
}

/**
 * Returns `value` after checking that its arrays and objects nest at most {@link MAX_VALUE_DEPTH}
 * deep, so writing it out cannot exhaust the stack; throws {@link ValueTooDeep} otherwise.
 */
export function assertDepth<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_VALUE_DEPTH) throw new ValueTooDeep();
  if (Array.isArray(value)) for (const element of value) assertDepth(element, depth + 1);
  else
    for (const key in value)
      if (hasOwn.call(value, key)) assertDepth((value as Record<string, unknown>)[key], depth + 1);
  return value;
}

/**
 * The text `{a}` writes for a value: strings as they are, numbers and booleans as JavaScript
 * prints them, arrays as their elements joined by commas (nested arrays flattened, as
 * JavaScript prints them), anything else as nothing. Throws {@link ValueTooDeep} for arrays
 * nested deeper than {@link MAX_VALUE_DEPTH}.
 */
export function toOutput(value: unknown, depth = 0): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    case 'object':
      if (!Array.isArray(value)) return '';
      if (depth >= MAX_VALUE_DEPTH) throw new ValueTooDeep();
      return value
        .map((element) => (Array.isArray(element) ? toOutput(element, depth + 1) : String(element)))
        .join(',');
    default:
      return '';
  }
}

/**
 * A value as a formatter's string input: strings as they are, numbers and booleans printed,
 * missing, null, arrays and objects as ''.
 */
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    default:
      return '';
  }
}

/** Whether the value is a plain data object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The number at the start of a string, as the platform reads numbers from text (`'12px'` is 12). */
const LEADING_NUMBER = /^\s*[-+]?(?:\d*\.\d+(?:[eE][-+]?\d+)?|\d+)/;

/**
 * A value as a number, the way arithmetic formatters and comparisons read it: numbers as they
 * are, a string's leading number (NaN when there is none), true 1, and 0 for false, null,
 * missing, arrays and objects.
 */
export function toNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string': {
      const match = LEADING_NUMBER.exec(value);
      return match ? Number(match[0]) : Number.NaN;
    }
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

/** Structural equality of JSON values; missing equals null. */
export function isEqual(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      hasOwn.call(b, key) &&
      isEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const order = <T>(a: T, b: T): number => (a < b ? -1 : a === b ? 0 : 1);

/**
 * Orders two values as the comparison predicates do. The left value's type decides: a number
 * compares numerically, a string as text, a boolean as a boolean (false before true); missing and
 * null come before everything else; an array or object only equals its equal.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : -1;
  switch (typeof a) {
    case 'number':
      return order(a, toNumber(b));
    case 'string':
      return order(a, toText(b));
    case 'boolean': {
      const other =
        typeof b === 'boolean' ? b : typeof b === 'number' ? Number.isInteger(b) && b !== 0 : b === 'true';
      return order(a ? 1 : 0, other ? 1 : 0);
    }
    default:
      return isEqual(a, b) ? 0 : -1;
  }
}
