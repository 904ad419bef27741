import { TemplateMessages } from '../errors/TemplateMessages';
import type { DataPath } from '../tree/TemplateTree';
import { descend } from '../values/values';
import { EXPRESSION_FUNCTIONS, type Primitive, toArithmetic } from './expressionFunctions';
import type { Operator, ParsedExpression, Step } from './parseExpression';

/** What evaluating an expression needs from the render. */
export interface ExpressionScope {
  /** Looks a path up as a variable tag would. */
  resolve(path: DataPath): unknown;
  /** Binds an `@name` variable in the current scope. */
  assign(name: string, value: unknown): void;
}

/** Limits of one evaluation (optional maximum tokens and string length). */
export interface ExpressionLimits {
  maxTokens: number;
  maxStringLength: number;
}

/** A stack slot: a value, an unresolved path (so `=` can assign to it), or a call's argument mark. */
type Slot = { v: Primitive } | { path: DataPath } | typeof ARGS;
const ARGS: { readonly args: true } = { args: true };

class ReduceError extends Error {}

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The primitive in a slot, null for a missing variable, undefined for an object or array. */
function primitiveOf(slot: Slot | undefined, scope: ExpressionScope): Primitive | undefined {
  if (slot === undefined || slot === ARGS) return undefined;
  if ('v' in slot) return slot.v;
  if (!('path' in slot)) return undefined;
  const value = scope.resolve(slot.path);
  if (value === undefined) return null;
  return isPrimitive(value) ? value : undefined;
}

/** JavaScript's `==`, which the language's `==` and `!=` are. */
function looseEquals(a: Primitive, b: Primitive): boolean {
  // biome-ignore lint/suspicious/noDoubleEquals: the language has JavaScript's loose equality
  return a == b;
}

function binary(op: Operator, a: Primitive, b: Primitive, limits: ExpressionLimits): Primitive {
  // Operands are JSON primitives. Arithmetic reads strings as num() does; comparisons and
  // equality are JavaScript's own.
  const x = toArithmetic(a);
  const y = toArithmetic(b);
  switch (op.symbol) {
    case '+': {
      if (typeof a === 'string' || typeof b === 'string') {
        const joined = String(a) + String(b);
        if (joined.length > limits.maxStringLength) {
          throw new ReduceError(TemplateMessages.stringTooLong(limits.maxStringLength));
        }
        return joined;
      }
      return x + y;
    }
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return x / y;
    case '%':
      return x % y;
    case '**':
      return x ** y;
    case '<<':
      return x << y;
    case '>>':
      return x >> y;
    case '<':
      return (a as number) < (b as number);
    case '>':
      return (a as number) > (b as number);
    case '<=':
      return (a as number) <= (b as number);
    case '>=':
      return (a as number) >= (b as number);
    case '==':
      return looseEquals(a, b);
    case '!=':
      return !looseEquals(a, b);
    case '===':
      return a === b;
    case '!==':
      return a !== b;
    case '&':
      return x & y;
    case '^':
      return x ^ y;
    case '|':
      return x | y;
    case '&&':
      return Boolean(a) && Boolean(b);
    default:
      return Boolean(a) || Boolean(b);
  }
}

function unary(op: Operator, a: Primitive): Primitive {
  switch (op.symbol) {
    case '!':
      return !a;
    case '~':
      return ~toArithmetic(a);
    case 'u-':
      return -toArithmetic(a);
    default:
      return toArithmetic(a);
  }
}

/** Runs one expression's steps on `stack`; throws a ReduceError at the first failure. */
function reduce(steps: Step[], stack: Slot[], scope: ExpressionScope, limits: ExpressionLimits): void {
  for (const step of steps) {
    switch (step.k) {
      case 'value':
        stack.push({ v: step.value });
        break;
      case 'path':
        stack.push({ path: step.path });
        break;
      case 'args':
        stack.push(ARGS);
        break;
      case 'call': {
        // Arguments that are objects or arrays are left out; a call left without any fails.
        const args: Primitive[] = [];
        for (let slot = stack.pop(); slot !== undefined && slot !== ARGS; slot = stack.pop()) {
          const value = primitiveOf(slot, scope);
          if (value !== undefined) args.unshift(value);
        }
        if (!args.length) throw new ReduceError(TemplateMessages.callFailed(step.name));
        stack.push({ v: EXPRESSION_FUNCTIONS[step.name]!(args as [Primitive, ...Primitive[]]) });
        break;
      }
      case 'op': {
        const op = step.op;
        if (op.unary) {
          const slot = stack.pop();
          const value = primitiveOf(slot, scope);
          if (value !== undefined) stack.push({ v: unary(op, value) });
          break;
        }
        const right = stack.pop();
        const left = stack.pop();
        if (op.symbol === '=') {
          const value = primitiveOf(right, scope);
          if (left && left !== ARGS && 'path' in left && value !== undefined) {
            const name = left.path[0];
            if (left.path.length === 1 && typeof name === 'string' && name.length > 1 && name[0] === '@') {
              scope.assign(name, value);
            }
          }
          break;
        }
        const a = primitiveOf(left, scope);
        const b = primitiveOf(right, scope);
        if (a === undefined || b === undefined)
          throw new ReduceError(TemplateMessages.invalidOperands(op.description));
        stack.push({ v: binary(op, a, b, limits) });
        break;
      }
    }
  }
}

/** The outcome of an `{.eval}`: the last expression's value (undefined: nothing to write), or an error. */
export type EvaluationResult = { value: Primitive | undefined } | { error: string };

/**
 * Evaluates a compiled expression against the render. Parse errors (and the token limit) are
 * reported here, at render time, as the platform reports them.
 */
export function evaluateExpression(
  source: string,
  parsed: ParsedExpression,
  scope: ExpressionScope,
  limits: ExpressionLimits,
): EvaluationResult[] {
  const parseError = (message: string): EvaluationResult => ({
    error: TemplateMessages.expressionParse(source, message),
  });
  if (parsed.tokens > limits.maxTokens) {
    const results = [parseError(TemplateMessages.tooManyTokens(limits.maxTokens))];
    if (parsed.lexicalError !== undefined) results.push(parseError(parsed.lexicalError));
    return results;
  }
  if (parsed.lexicalError !== undefined) return [parseError(parsed.lexicalError)];
  if (parsed.errors.length) return parsed.errors.map(parseError);
  // Assignments take effect only when the whole `{.eval}` succeeds, as on the platform.
  const assigned = new Map<string, unknown>();
  const local: ExpressionScope = {
    resolve: (path) => {
      const first = path[0];
      if (typeof first === 'string' && assigned.has(first)) return descend(assigned.get(first), path, 1);
      return scope.resolve(path);
    },
    assign: (name, value) => void assigned.set(name, value),
  };
  let stack: Slot[] = [];
  for (const steps of parsed.expressions) {
    stack = [];
    try {
      reduce(steps, stack, local, limits);
    } catch (error) {
      if (!(error instanceof ReduceError)) throw error;
      const results: EvaluationResult[] = [
        { error: TemplateMessages.expressionReduce(source, error.message) },
      ];
      // What the failed step left on top is checked as the result would be.
      const top = stack[stack.length - 1];
      if (top !== undefined && primitiveOf(top, local) === undefined) {
        results.push({ error: TemplateMessages.expressionReduce(source, TemplateMessages.unexpectedToken) });
      }
      return results;
    }
  }
  const last = stack[stack.length - 1];
  const value = last === undefined ? undefined : primitiveOf(last, local);
  if (last !== undefined && value === undefined) {
    return [{ error: TemplateMessages.expressionReduce(source, TemplateMessages.unexpectedToken) }];
  }
  for (const [name, assignedValue] of assigned) scope.assign(name, assignedValue);
  return [{ value }];
}
