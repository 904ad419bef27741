import { TemplateMessages } from '../../errors/TemplateMessages';
import { compareValues, isEqual, isTruthy, toNumber } from '../../values/values';
import { argumentValue } from '../argumentValue';
import type { ArgumentProblem, PredicateTable, TestFunction } from '../PredicateDefinition';
import type { RenderContext } from '../RenderContext';

/** The values a comparison works on: the current node and one argument, or two arguments. */
function operands(args: readonly string[], context: RenderContext): [unknown, unknown] | undefined {
  if (args.length === 0) return undefined;
  if (args.length === 1) return [context.node, argumentValue(args[0]!, context)];
  return [argumentValue(args[0]!, context), argumentValue(args[1]!, context)];
}

/** Compares the operands with the platform's ordering (see `compareValues`). */
function compare(args: readonly string[], context: RenderContext, test: (order: number) => boolean): boolean {
  const pair = operands(args, context);
  return pair ? test(compareValues(pair[0], pair[1])) : false;
}

/** The number a parity or plural predicate tests: the argument path's value, or the current node. */
function subject(args: readonly string[], context: RenderContext): number | undefined {
  const value = args.length ? context.resolve(args[0]!) : context.node;
  return typeof value === 'number' ? value : undefined;
}

/**
 * A comparison predicate, which needs one argument (compared with the current node) or two: with
 * none it is false, and the template compiles with an error that says so.
 */
const comparison = (name: string, test: TestFunction) => ({
  test,
  validate: (args: readonly string[]): ArgumentProblem | undefined =>
    args.length === 0
      ? {
          message: TemplateMessages.predicateNeedsArgument(name),
          hint: `{.${name} b} compares the current node with b, {.${name} a b} compares a with b; with no argument the block never runs`,
        }
      : undefined,
});

/** The core family: comparisons, parity and plurality. */
export const CORE_PREDICATES: PredicateTable = {
  /** True when the data has a truthy `debug`. */
  'debug?': (_args, context) => isTruthy(context.resolve('debug')),
  /** `{.equal? a b}` or `{.equal? b}` (current node): structural equality. */
  'equal?': comparison('equal?', (args, context) => {
    const pair = operands(args, context);
    return pair ? isEqual(pair[0], pair[1]) : false;
  }),
  'notEqual?': comparison('notEqual?', (args, context) => {
    const pair = operands(args, context);
    return pair ? !isEqual(pair[0], pair[1]) : false;
  }),
  'greaterThan?': comparison('greaterThan?', (args, context) => compare(args, context, (order) => order > 0)),
  'greaterThanOrEqual?': comparison('greaterThanOrEqual?', (args, context) =>
    compare(args, context, (order) => order >= 0),
  ),
  'lessThan?': comparison('lessThan?', (args, context) => compare(args, context, (order) => order < 0)),
  'lessThanOrEqual?': comparison('lessThanOrEqual?', (args, context) =>
    compare(args, context, (order) => order <= 0),
  ),
  /** Whether the number (argument path or current node) is even. */
  'even?': (args, context) => {
    const n = subject(args, context);
    return n !== undefined && Number.isInteger(n) && n % 2 === 0;
  },
  'odd?': (args, context) => {
    const n = subject(args, context);
    return n !== undefined && Number.isInteger(n) && n % 2 !== 0;
  },
  /** `{.nth? n}`: the current node is a multiple of n; `{.nth? path n}` tests the path's value. */
  'nth?': (args, context) => {
    const value = args.length >= 2 ? context.resolve(args[0]!) : context.node;
    const n = Number.parseInt(args[args.length - 1] ?? '', 10);
    return typeof value === 'number' && n > 0 && value % n === 0;
  },
  /** The current node, read as a number, is above 1 (arguments are ignored, as on the platform). */
  'plural?': (_args, context) => toNumber(context.node) > 1,
  /** The current node, read as a number, is 1. */
  'singular?': (_args, context) => toNumber(context.node) === 1,
};
