import { TemplateMessages } from '../errors/TemplateMessages';
import type { DataPath } from '../tree/TemplateTree';

/** An operator of the expression language. `unary` operators take one operand (prefix). */
export interface Operator {
  /** The symbol as written (`+`, `===`, …); unary plus and minus are `u+` and `u-`. */
  symbol: string;
  precedence: number;
  rightToLeft: boolean;
  unary: boolean;
  /** The platform's name for it in 'Invalid arguments to operator …'. */
  description: string;
}

/** One step of a compiled expression, in evaluation (postfix) order. */
export type Step =
  | { k: 'value'; value: string | number | boolean | null }
  | { k: 'path'; path: DataPath }
  | { k: 'args' }
  | { k: 'call'; name: string }
  | { k: 'op'; op: Operator };

/** A compiled `{.eval}`: its `;`-separated expressions as postfix steps. */
export interface ParsedExpression {
  expressions: Step[][];
  /** How many tokens the source has, for the optional token limit. */
  tokens: number;
  /** The error that stopped reading the source (a bad number, string or character). */
  lexicalError?: string;
  /** Unbalanced parentheses, found once the source reads. */
  errors: string[];
}

const op = (
  symbol: string,
  precedence: number,
  description: string,
  unary = false,
  rightToLeft = unary,
): Operator => ({ symbol, precedence, rightToLeft, unary, description });

/** Operators by symbol, JavaScript precedence (higher binds tighter). */
const BINARY: Record<string, Operator> = {
  '**': op('**', 16, 'exponent', false, true),
  '*': op('*', 15, 'multiply'),
  '/': op('/', 15, 'divide'),
  '%': op('%', 15, 'modulus'),
  '+': op('+', 14, 'add'),
  '-': op('-', 14, 'subtract'),
  '<<': op('<<', 13, 'left shift'),
  '>>': op('>>', 13, 'right shift'),
  '<': op('<', 12, 'less than'),
  '>': op('>', 12, 'greater than'),
  '<=': op('<=', 12, 'less than or equal'),
  '>=': op('>=', 12, 'greater than or equal'),
  '==': op('==', 11, 'equality'),
  '!=': op('!=', 11, 'inequality'),
  '===': op('===', 11, 'strict equality'),
  '!==': op('!==', 11, 'strict inequality'),
  '&': op('&', 10, 'bitwise and'),
  '^': op('^', 9, 'bitwise xor'),
  '|': op('|', 8, 'bitwise or'),
  '&&': op('&&', 7, 'logical and'),
  '||': op('||', 6, 'logical or'),
  '=': op('=', 3, 'assign', false, true),
};

const UNARY: Record<string, Operator> = {
  '!': op('!', 17, 'logical not', true),
  '~': op('~', 17, 'bitwise not', true),
  '+': op('u+', 17, 'unary plus', true),
  '-': op('u-', 17, 'unary minus', true),
};

/** Longest symbols first, so `===` is not read as `==` `=`. */
const SYMBOLS = ['===', '!==', '**', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||'];
const SINGLE = '+-*/%<>=!~&|^';

/** Names that are values, not variables. */
const CONSTANTS: Record<string, number | boolean | null> = {
  true: true,
  false: false,
  null: null,
  PI: Math.PI,
  E: Math.E,
  Infinity: Number.POSITIVE_INFINITY,
  NaN: Number.NaN,
};

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isWordChar = (c: number) => isLetter(c) || isDigit(c) || c === 95 || c === 45;
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);

/** Reads a decimal or hex number at `i`. Returns its value and end, or an error message. */
export function readNumber(s: string, i: number): { value: number; end: number } | string {
  const start = i;
  if (s.charCodeAt(i) === 48 && (s.charCodeAt(i + 1) | 32) === 120) {
    let end = i + 2;
    while (isHex(s.charCodeAt(end))) end++;
    if (end === i + 2) return TemplateMessages.hexDigits;
    return { value: Number.parseInt(s.slice(i + 2, end), 16), end };
  }
  let dot = false;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) i++;
    else if (c === 46) {
      if (dot) return TemplateMessages.duplicateDecimalPoint;
      dot = true;
      i++;
    } else if ((c | 32) === 101) {
      i++;
      const sign = s.charCodeAt(i);
      if (sign === 43 || sign === 45) i++;
      if (!isDigit(s.charCodeAt(i))) return TemplateMessages.exponentDigit;
      while (isDigit(s.charCodeAt(i))) i++;
      if (s.charCodeAt(i) === 46) return TemplateMessages.duplicateDecimalPoint;
      break;
    } else break;
  }
  return { value: Number.parseFloat(s.slice(start, i)), end: i };
}

/**
 * A code point from an escape, as the platform writes it into a string: control characters and
 * white space become a space, the C1 controls and DEL disappear, out-of-range values are a space.
 */
function escapedChar(code: number): string {
  if (code > 0x10ffff) return ' ';
  if (code === 9 || code === 10 || code === 13) return String.fromCharCode(code);
  if (code < 0x20) return ' ';
  if (code >= 0x7f && code <= 0x9f) return '';
  const char = String.fromCodePoint(code);
  return /\s/.test(char) ? ' ' : char;
}

const NAMED_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f' };

/** Reads a string literal opened at `i` by `quote`. Returns its value and end, or an error message. */
function readString(s: string, i: number): { value: string; end: number } | string {
  const quote = s.charCodeAt(i);
  let out = '';
  i++;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === quote) return { value: out, end: i + 1 };
    if (c === 10 || c === 13) return TemplateMessages.bareNewline;
    if (c !== 92) {
      out += s[i];
      i++;
      continue;
    }
    const e = s[i + 1];
    if (e === undefined) break;
    const width = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
    if (width) {
      const hex = s.slice(i + 2, i + 2 + width);
      if (hex.length < width || ![...hex].every((h) => isHex(h.charCodeAt(0)))) {
        return e === 'x' ? TemplateMessages.hexEscape : TemplateMessages.unicodeEscape;
      }
      out += escapedChar(Number.parseInt(hex, 16));
      i += 2 + width;
    } else {
      out += NAMED_ESCAPES[e] ?? e;
      i += 2;
    }
  }
  return TemplateMessages.unterminatedString;
}

/** Reads a variable reference (`a.b.0`, `@x`, `@`, `$a`) at `i`. */
function readVariable(s: string, i: number): { path: DataPath; end: number } | null {
  const path: DataPath = [];
  for (;;) {
    const c = s.charCodeAt(i);
    let end = i;
    if (isDigit(c)) {
      while (isDigit(s.charCodeAt(end))) end++;
      path.push(Number.parseInt(s.slice(i, end), 10));
    } else {
      const prefix = c === 64 || c === 36 ? 1 : 0;
      end = i + prefix;
      if (isLetter(s.charCodeAt(end))) {
        end++;
        while (isWordChar(s.charCodeAt(end))) end++;
      } else if (c !== 64) return null;
      path.push(s.slice(i, end));
    }
    i = end;
    if (s.charCodeAt(i) !== 46 || path.length === 0) return { path, end: i };
    const next = s.charCodeAt(i + 1);
    if (!(isDigit(next) || isLetter(next) || next === 64 || next === 36)) return { path, end: i };
    i++;
  }
}

type Token =
  | { k: 'value'; value: string | number | boolean | null }
  | { k: 'path'; path: DataPath }
  | { k: 'call'; name: string }
  | { k: 'op'; symbol: string }
  | { k: '(' | ')' | ',' | ';' };

/**
 * Compiles the source of an `{.eval}` into postfix steps (the shunting-yard algorithm), with
 * JavaScript operators and precedence, `;` between expressions and calls of `functions`.
 */
export function parseExpression(source: string, isFunction: (name: string) => boolean): ParsedExpression {
  const tokens: Token[] = [];
  let lexicalError: string | undefined;
  let i = 0;
  const fail = (message: string) => {
    lexicalError = message;
  };
  scan: while (i < source.length) {
    const c = source.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (isDigit(c)) {
      const read = readNumber(source, i);
      if (typeof read === 'string') {
        fail(read);
        break;
      }
      tokens.push({ k: 'value', value: read.value });
      i = read.end;
      continue;
    }
    if (c === 34 || c === 39) {
      const read = readString(source, i);
      if (typeof read === 'string') {
        fail(read);
        break;
      }
      tokens.push({ k: 'value', value: read.value });
      i = read.end;
      continue;
    }
    const variable = readVariable(source, i);
    if (variable) {
      i = variable.end;
      const first = variable.path[0]!;
      if (variable.path.length === 1 && typeof first === 'string' && Object.hasOwn(CONSTANTS, first)) {
        tokens.push({ k: 'value', value: CONSTANTS[first]! });
        continue;
      }
      let j = i;
      while (isSpace(source.charCodeAt(j))) j++;
      if (variable.path.length === 1 && typeof first === 'string' && source.charCodeAt(j) === 40) {
        if (!isFunction(first)) {
          fail(TemplateMessages.invalidFunction(first));
          break;
        }
        tokens.push({ k: 'call', name: first });
        continue;
      }
      tokens.push({ k: 'path', path: variable.path });
      continue;
    }
    const char = source[i]!;
    if (char === '(' || char === ')' || char === ',' || char === ';') {
      tokens.push({ k: char });
      i++;
      continue;
    }
    for (const symbol of SYMBOLS) {
      if (source.startsWith(symbol, i)) {
        tokens.push({ k: 'op', symbol });
        i += symbol.length;
        continue scan;
      }
    }
    if (SINGLE.includes(char)) {
      tokens.push({ k: 'op', symbol: char });
      i++;
      continue;
    }
    fail(TemplateMessages.unexpectedCharacter(i, char));
    break;
  }
  const errors: string[] = [];
  const expressions = lexicalError === undefined ? toPostfix(tokens, (message) => errors.push(message)) : [];
  return {
    expressions,
    tokens: tokens.length,
    errors,
    ...(lexicalError === undefined ? {} : { lexicalError }),
  };
}

type Held = Operator | '(' | { call: string };

const isCall = (held: Held | undefined): held is { call: string } =>
  held !== undefined && held !== '(' && 'call' in held;

/** Orders tokens for a stack machine; reports unbalanced parentheses. */
function toPostfix(tokens: Token[], fail: (message: string) => void): Step[][] {
  const expressions: Step[][] = [];
  let out: Step[] = [];
  // Operators, open parentheses and pending calls.
  let held: Held[] = [];
  // Whether the previous token ended an operand (then + and - are binary).
  let afterOperand = false;
  const flush = () => {
    for (let top = held.pop(); top !== undefined; top = held.pop()) {
      if (top === '(') fail(TemplateMessages.mismatchedParen('left'));
      else if (isCall(top)) out.push({ k: 'call', name: top.call });
      else out.push({ k: 'op', op: top });
    }
    if (out.length) expressions.push(out);
    out = [];
    held = [];
  };
  for (const token of tokens) {
    switch (token.k) {
      case 'value':
      case 'path':
        out.push(token);
        afterOperand = true;
        break;
      case 'call':
        held.push({ call: token.name });
        out.push({ k: 'args' });
        afterOperand = false;
        break;
      case '(':
        held.push('(');
        afterOperand = false;
        break;
      case ')': {
        let top = held.pop();
        while (top !== undefined && top !== '(') {
          if (isCall(top)) out.push({ k: 'call', name: top.call });
          else out.push({ k: 'op', op: top });
          top = held.pop();
        }
        if (top === undefined) fail(TemplateMessages.mismatchedParen('right'));
        const call = held[held.length - 1];
        if (isCall(call)) {
          held.pop();
          out.push({ k: 'call', name: call.call });
        }
        afterOperand = true;
        break;
      }
      case ',':
        for (let top = held[held.length - 1]; top !== undefined && top !== '('; top = held[held.length - 1]) {
          held.pop();
          if (isCall(top)) out.push({ k: 'call', name: top.call });
          else out.push({ k: 'op', op: top });
        }
        afterOperand = false;
        break;
      case ';':
        flush();
        afterOperand = false;
        break;
      case 'op': {
        const symbol = token.symbol;
        const unary =
          symbol === '!' || symbol === '~' || (!afterOperand && (symbol === '+' || symbol === '-'));
        const operator = unary ? UNARY[symbol]! : BINARY[symbol]!;
        if (!unary) {
          for (let top = held[held.length - 1]; top !== undefined; top = held[held.length - 1]) {
            if (top === '(' || isCall(top)) break;
            if (top.precedence < operator.precedence) break;
            if (top.precedence === operator.precedence && operator.rightToLeft) break;
            out.push({ k: 'op', op: top });
            held.pop();
          }
        }
        held.push(operator);
        afterOperand = false;
        break;
      }
    }
  }
  flush();
  return expressions;
}
