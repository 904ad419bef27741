import type { RenderContext } from './RenderContext';

/**
 * Tests the current scope: gets the call's arguments as written (`{.equal? a "x"}` gives
 * `['a', '"x"']`) and answers whether the block runs. Use `context.node` for the current node and
 * `argumentValue` for arguments that may be paths or JSON literals.
 */
export type TestFunction = (args: readonly string[], context: RenderContext) => boolean;

/** A problem with a call's arguments, with a hint at the cause (`TemplateError.hint`). */
export interface ArgumentProblem {
  message: string;
  hint: string;
}

/** A predicate with a compile-time check of its arguments. */
export interface PredicateDefinition {
  test: TestFunction;
  /**
   * Checks the arguments when the template compiles; a message (or a message with a hint) is
   * reported as a `parser` error and the block is kept.
   */
  validate?: (args: readonly string[]) => string | ArgumentProblem | undefined;
}

/** Predicates by name, each ending in `?` (`equal?`, `sold-out?`, …). */
export type PredicateTable = Readonly<Record<string, TestFunction | PredicateDefinition>>;
