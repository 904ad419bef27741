/**
 * Every message the engine reports, worded as the platform words them (and the
 * behaviour reference where the platform abbreviates a message with '…'). Names in messages are quoted as the
 * platform quotes them.
 */
export const TemplateMessages = {
  unknownFormatter: (name: string) => `Formatter '${name}' is unknown`,
  unknownPredicate: (name: string) => `Predicate '${name}' is unknown`,
  /** Not the platform's: it reports nothing and the block never runs. */
  predicateNeedsArgument: (name: string) => `Predicate '${name}' needs an argument`,
  missingPartial: (name: string) => `Attempt to apply partial '${name}' which could not be found.`,
  partialRecursion: (name: string, limit: number) =>
    `Attempt to apply partial '${name}' exceeded maximum recursion depth of ${limit}`,
  partialParse: (name: string, message: string) => `Parse of partial "${name}" failed: ${message}`,
  eofInBlock: (block: string) => `Reached EOF in the middle of ${block}`,
  notAllowedAtRoot: (instruction: string) => `Instruction ${instruction} not allowed at root`,
  notAllowedInBlock: (instruction: string, block: string) =>
    `${instruction} instruction is not allowed inside ${block} block.`,
  deadCode: (block: string) => `This ${block} block will never execute.`,
  /** Not the platform's: `check` reports what the platform renders as nothing, silently. */
  sectionVariableOutOfScope: (tag: string, name: string, boundAt: string) =>
    `${tag} looks ${name} up in its own scope only, where nothing binds it (it is bound in an enclosing scope at ${boundAt}), so it finds nothing: bind it here first with {.var ${name} ${name}}, or test it with {.if}`,
  nestingTooDeep: (limit: number) => `Blocks are nested deeper than the maximum of ${limit}`,
  notImplemented: (name: string) => `"${name}" formatter is not yet implemented`,
  pluginFailed: (name: string, error: unknown) =>
    `'${name}' failed: ${error instanceof Error ? error.message : String(error)}`,
  expressionParse: (source: string, message: string) =>
    `Error parsing expression: ${JSON.stringify(source)}: ${message}`,
  expressionReduce: (source: string, message: string) => `Error reducing expression: ${source}: ${message}`,
  unterminatedString: 'Unterminated string',
  bareNewline: 'Illegal bare newline in string literal',
  duplicateDecimalPoint: 'Duplicate decimal point in number',
  exponentDigit: 'Expected a digit after exponent in decimal number',
  hexDigits: 'Expected digits after start of hex number',
  hexEscape: 'Invalid 2-char hex escape found',
  unicodeEscape: 'Invalid unicode escape found',
  mismatchedParen: (which: 'left' | 'right') => `Mismatched operator found: ${which} paren`,
  unexpectedCharacter: (index: number, char: string) => `Unexpected character at ${index}: "${char}"`,
  tooManyTokens: (limit: number) => `Expression exceeds the maximum number of allowed tokens: ${limit}`,
  stringTooLong: (limit: number) => `Concatenation would exceed maximum string length ${limit}`,
  invalidFunction: (name: string) => `Invalid function ${name}`,
  invalidOperands: (operator: string) => `Invalid arguments to operator ${operator}`,
  callFailed: (name: string) => `Error calling function ${name}`,
  unexpectedToken: 'Reduce error: unexpected token on stack',
  outputTooLong: (limit: number) => `Output exceeds the maximum length of ${limit} characters`,
  tooManyIterations: (limit: number) => `Rendering exceeds the maximum of ${limit} repetitions`,
  invalidDate: 'Invalid date.',
  valueTooDeep: (limit: number) => `Value is nested deeper than the maximum of ${limit} levels`,
  renderFailed: (error: unknown) =>
    `Render failed: ${error instanceof Error ? error.message : String(error)}`,
} as const;
