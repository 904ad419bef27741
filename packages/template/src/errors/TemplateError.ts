/**
 * Where in the pipeline a template failed: `parser` for a tag that cannot be
 * read (an unknown formatter or predicate), `assembler` for blocks that do not fit together
 * (unclosed, misplaced or never executed), `engine` for what only shows at render time (a missing
 * partial, an expression error, a limit reached).
 */
export type TemplateErrorCategory = 'parser' | 'assembler' | 'engine';

/**
 * One error type for every template failure. Errors are collected, never thrown: a template with
 * errors still renders everything it can, as the platform does. Beyond the platform, every error
 * carries the 1-based line and column of the tag it is about.
 */
export class TemplateError extends Error {
  override readonly name = 'TemplateError';
  constructor(
    readonly category: TemplateErrorCategory,
    message: string,
    /** 1-based line of the tag the error is about; 0 when it has no place in the source. */
    readonly line = 0,
    /** 1-based column of the tag's opening `{`; 0 when it has no place in the source. */
    readonly column = 0,
    /**
     * What caused the error, when the message (worded as the platform words it) does not say:
     * `2:3 {.section items} is never closed`. @default ''
     */
    readonly hint = '',
  ) {
    super(message);
  }

  /** A plain-object form, for JSON output and test assertions. */
  toJSON(): { category: TemplateErrorCategory; message: string; line: number; column: number } {
    return { category: this.category, message: this.message, line: this.line, column: this.column };
  }
}
