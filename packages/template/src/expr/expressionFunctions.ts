import { readNumber } from './parseExpression';

/** A value expressions compute with. */
export type Primitive = string | number | boolean | null;

/** Parses a string as `num()` does: an optionally signed decimal or hex number, '' is 0. */
export function parseNumeric(text: string): number {
  if (text === '') return 0;
  const sign = text[0] === '-' ? -1 : 1;
  const start = text[0] === '-' || text[0] === '+' ? 1 : 0;
  const c = text.charCodeAt(start);
  if (!(c >= 48 && c <= 57)) return Number.NaN;
  const read = readNumber(text, start);
  return typeof read === 'string' || read.end !== text.length ? Number.NaN : sign * read.value;
}

/** A value as arithmetic operators read it: strings as `num()` parses them, others as JavaScript. */
export const toArithmetic = (x: Primitive): number => (typeof x === 'string' ? parseNumeric(x) : Number(x));

/**
 * The functions `{.eval}` can call, each with at least one argument value (objects and arrays are
 * left out of the arguments; a call left with none reports 'Error calling function …').
 */
export const EXPRESSION_FUNCTIONS: Readonly<
  Record<string, (args: [Primitive, ...Primitive[]]) => Primitive>
> = {
  min: (args) => {
    return Math.min(...args.map(toArithmetic));
  },
  max: (args) => {
    return Math.max(...args.map(toArithmetic));
  },
  abs: ([x]) => {
    return Math.abs(toArithmetic(x));
  },
  str: ([x]) => {
    return String(x);
  },
  num: ([x]) => {
    return toArithmetic(x);
  },
  bool: ([x]) => {
    return Boolean(x);
  },
};
