import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * Build-time only: parses every ICU message of a source catalogue into the AST that
 * `intl-messageformat` accepts, so the browser bundle never ships or runs the ICU parser.
 * Not exported from the package entry. Regenerate the committed files with
 * `UPDATE_CATALOGUES=1 npx vitest run packages/core -t "compiled catalogues"`.
 */
export function compileCatalogue(source: Readonly<Record<string, string>>): Record<string, unknown[]> {
  const compiled: Record<string, unknown[]> = {};
  for (const [id, message] of Object.entries(source)) {
    if (typeof message !== 'string') continue;
    compiled[id] = parse(message, { ignoreTag: true, requiresOtherClause: true });
  }
  return compiled;
}

/** Renders a compiled catalogue as the TypeScript module committed next to the source catalogue. */
export function renderCompiledModule(
  exportName: string,
  sourceFile: string,
  source: Readonly<Record<string, string>>,
): string {
  const json = JSON.stringify(compileCatalogue(source), null, 2);
  return [
    `// Generated from ./${sourceFile} by compileCatalogue.ts. Do not edit by hand.`,
    "import type { CompiledCatalogue } from './types';",
    '',
    `/** Pre-parsed ICU ASTs of \`${sourceFile}\`. */`,
    `export const ${exportName}: CompiledCatalogue = ${json};`,
    '',
  ].join('\n');
}
