import type { RenderContext } from './RenderContext';

/**
 * Transforms a value: gets the chain's current value and the call's arguments (strings, as
 * written: `{a|truncate 10 …}` gives `['10', '…']`), returns the value for the next formatter.
 * The last formatter's value is written out as `{a}` writes any value, so return a string for
 * text. Escape HTML yourself where the formatter promises it (`escapeHtml`).
 */
export type FormatFunction = (value: unknown, args: readonly string[], context: RenderContext) => unknown;

/** A formatter with a compile-time check of its arguments. */
export interface FormatterDefinition {
  format: FormatFunction;
  /**
   * Checks the arguments when the template compiles. Return a message to report the tag as a
   * `parser` error (the tag then stays text, as with an unknown formatter); `undefined` accepts.
   */
  validate?: (args: readonly string[]) => string | undefined;
}

/** Formatters by the name templates call them (`html`, `truncate`, …). */
export type FormatterTable = Readonly<Record<string, FormatFunction | FormatterDefinition>>;
