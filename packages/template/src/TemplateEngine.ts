import type { TemplateError } from './errors/TemplateError';
import type { FormatterTable } from './plugins/FormatterDefinition';
import type { PredicateTable } from './plugins/PredicateDefinition';
import type { TemplateTree } from './tree/TemplateTree';

/** Options of `createTemplateEngine` (Node) and `createBrowserTemplateEngine`. */
export interface TemplateEngineOptions {
  /** Formatters added to (or replacing) the built-in ones, by name. */
  formatters?: FormatterTable;
  /** Predicates added to (or replacing) the built-in ones, by name (ending in `?`). */
  predicates?: PredicateTable;
}

/** What {@link TemplateEngine.compile} returns. */
export interface CompileResult {
  /** The instruction tree; JSON-serialisable, renders even when there are errors. */
  tree: TemplateTree;
  /** Parser and assembler errors, in source order within each category. */
  errors: TemplateError[];
}

/** Limits of `{.eval}`. */
export interface ExpressionOptions {
  /** Most tokens one `{.eval}` may have. @default Infinity */
  maxTokens?: number;
  /** Longest string `+` may build, in UTF-16 code units. @default 1_000_000 */
  maxStringLength?: number;
}

/** Options of {@link TemplateEngine.render}. */
export interface RenderOptions {
  /** The JSON data the template renders (the root node). @default {} */
  data?: unknown;
  /** Partials for `|apply name`: template source or compiled trees, by name. */
  partials?: Readonly<Record<string, string | TemplateTree>>;
  /** Values for `{.inject @name path}`, by path. */
  injects?: Readonly<Record<string, unknown>>;
  /** BCP 47 locale for formatters that use `Intl`. @default 'en-US' */
  locale?: string;
  /** IANA time zone for dates. @default 'America/New_York' */
  timeZone?: string;
  /** "Now" for relative dates: ms since the epoch or a Date. @default the time the render starts */
  now?: number | Date;
  /** `{.eval}` limits, or `false` to turn `{.eval}` off (it then writes nothing). @default {} */
  expressions?: ExpressionOptions | false;
  /** Longest output, in UTF-16 code units; past it the render stops with an error. @default 10_000_000 */
  maxOutputLength?: number;
  /**
   * Most instructions a render may run, loops and partials counted per repetition; past it the
   * render stops with an error. Bounds the time any template and data can take. @default 20_000_000
   */
  maxSteps?: number;
}

/** What {@link TemplateEngine.render} returns. */
export interface RenderResult {
  output: string;
  /** Engine errors (and the compile errors when the template was given as source). */
  errors: TemplateError[];
}

/** A compiler and renderer bound to one set of formatters and predicates. */
export interface TemplateEngine {
  /** Compiles template source into a JSON-serialisable instruction tree. */
  compile(source: string): CompileResult;
  /** Renders a compiled tree (or source, compiled on the way) with the given data and options. */
  render(template: TemplateTree | string, options?: RenderOptions): RenderResult;
}
