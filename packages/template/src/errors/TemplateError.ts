/** Where in the pipeline a template failed (spec/platform.md §8). */
export type TemplateErrorCategory = 'parser' | 'assembler' | 'engine';

/**
 * One error type for every template failure, categorised as the platform does, so a caller can
 * tell a bad template (parser, assembler) from bad data at render time (engine).
 */
export class TemplateError extends Error {
  override readonly name = 'TemplateError';
  constructor(
    readonly category: TemplateErrorCategory,
    message: string,
  ) {
    super(message);
  }
}

/** Messages the engine reports, word for word from spec/platform.md §8. */
export const TemplateMessages = {
  unknownFormatter: 'Formatter is unknown',
  unknownPredicate: 'Predicate is unknown',
  missingPartial: 'Attempt to apply partial which could not be found',
  unterminatedString: 'Unterminated string',
  bareNewline: 'Illegal bare newline in string literal',
  duplicateDecimalPoint: 'Duplicate decimal point in number',
  invalidDate: 'Invalid date.',
} as const;
