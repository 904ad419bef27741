import type { DataPath } from '../tree/TemplateTree';
import type { ApplyOptions } from './ApplyOptions';

/**
 * What a formatter or predicate sees of the render in progress. The engine passes the same object
 * to every call of a render; read it during the call, do not keep it.
 */
export interface RenderContext {
  /** The current node: what `{@}` would write at this tag (the section's value, the element…). */
  readonly node: unknown;
  /** The data the render started with. */
  readonly root: unknown;
  /**
   * The values of all the tag's variables before the first formatter: `{start, end|fmt}` gives
   * `[start, end]`. A chain's input is `values[0]`; later formatters get the previous one's output.
   */
  readonly values: readonly unknown[];
  /** BCP 47 locale of the render, for `Intl`. @default 'en-US' */
  readonly locale: string;
  /** IANA time zone dates are shown in. @default 'America/New_York' */
  readonly timeZone: string;
  /** "Now" for relative dates, in ms since the epoch; fixed for the whole render. @default Date.now() at render start */
  readonly now: number;
  /**
   * Looks a path up as `{a.b}` would here: the first name through the enclosing scopes (and
   * `@`-variables), the rest downwards. A string path is split at dots (`'a.b.0'`). Missing is
   * `undefined`; inherited properties are never read. With `from`, the lookup starts as if `from`
   * were the current node (then the enclosing scopes), as `|get` and `|lookup` read their keys.
   */
  resolve(path: string | DataPath, from?: unknown): unknown;
  /**
   * Renders the macro or partial `name` with `node` as its current node and returns its output;
   * `options` bind `@args` and make the application private. A missing partial or too deep a
   * recursion (16) is reported and gives ''.
   */
  applyPartial(name: string, node: unknown, options?: ApplyOptions): string;
  /**
   * Characters the render may still write before it reaches `maxOutputLength`. A formatter that
   * can make long text stops building it once it is longer than this: the engine then stops the
   * render with the output-limit error.
   */
  readonly remainingOutput: number;
  /** Reports an engine error at the tag being rendered; rendering goes on. */
  error(message: string): void;
}
