import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageAst } from './types';

/**
 * Build-time only: parses every ICU message of a source catalogue into the AST `intl-messageformat`
 * formats, so the browser bundle ships the parser-free build and never parses a message. Not
 * exported from the package entry. Regenerate the committed files with
 * `UPDATE_CATALOGUES=1 npx vitest run packages/core -t "compiled catalogues"`.
 */
export function compileCatalogue(source: Readonly<Record<string, string>>): Record<string, MessageAst> {
  const compiled: Record<string, MessageAst> = {};
  for (const [id, message] of Object.entries(source)) {
    if (typeof message !== 'string') continue;
    compiled[id] = parse(message, { ignoreTag: true, requiresOtherClause: true });
  }
  return compiled;
}

/**
 * Renders a compiled catalogue as the TypeScript module committed next to the source catalogue.
 * @param which says which of the source's messages these are, for the export's comment.
 */
export function renderCompiledModule(
  exportName: string,
  sourceFile: string,
  source: Readonly<Record<string, string>>,
  which = '',
): string {
  const json = JSON.stringify(compileCatalogue(source), null, 2);
  return [
    `// Generated from ./${sourceFile} by compileCatalogue.ts. Do not edit by hand.`,
    "import type { CompiledCatalogue } from './types';",
    '',
    `/** Pre-parsed ICU ASTs of \`${sourceFile}\`${which}. */`,
    `export const ${exportName}: CompiledCatalogue = ${json};`,
    '',
  ].join('\n');
}
