import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessage, MessagePart } from './types';

type Branches = Record<string, CompiledMessage>;

function compileBranches(options: Record<string, { value: MessageFormatElement[] }>, id: string): Branches {
  const branches: Branches = {};
  for (const [key, option] of Object.entries(options)) branches[key] = compileElements(option.value, id);
  return branches;
}

function compileElements(elements: readonly MessageFormatElement[], id: string): CompiledMessage {
  const parts: MessagePart[] = [];
  for (const element of elements) {
    const last = parts.at(-1);
    switch (element.type) {
      case TYPE.literal:
        if (typeof last === 'string') parts[parts.length - 1] = last + element.value;
        else parts.push(element.value);
        break;
      case TYPE.argument:
        parts.push([element.value]);
        break;
      case TYPE.pound:
        parts.push(0);
        break;
      case TYPE.number:
        if (element.style) throw new Error(`${id}: number styles and skeletons are not supported`);
        parts.push([element.value, 'number']);
        break;
      case TYPE.select:
        parts.push([element.value, 'select', compileBranches(element.options, id)]);
        break;
      case TYPE.plural:
        parts.push([
          element.value,
          element.pluralType === 'ordinal' ? 'selectordinal' : 'plural',
          compileBranches(element.options, id),
          element.offset,
        ]);
        break;
      default:
        throw new Error(`${id}: ICU element type ${element.type} (date, time or tag) is not supported`);
    }
  }
  if (parts.length === 0) return '';
  return parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
}

/**
 * Build-time only: parses every ICU message of a source catalogue into the compact form
 * `createMessages` formats (see `MessagePart`), so the browser never ships or runs an ICU parser.
 * Plural, selectordinal, select, `#` and plain number arguments are supported; anything else
 * (date, time, number skeletons) fails here rather than in a browser. Not exported from the
 * package entry. Regenerate the committed files with
 * `UPDATE_CATALOGUES=1 npx vitest run packages/core -t "compiled catalogues"`.
 */
export function compileCatalogue(source: Readonly<Record<string, string>>): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(source)) {
    if (typeof message !== 'string') continue;
    compiled[id] = compileElements(parse(message, { ignoreTag: true, requiresOtherClause: true }), id);
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
    `/** Pre-parsed ICU messages of \`${sourceFile}\`. */`,
    `export const ${exportName}: CompiledCatalogue = ${json};`,
    '',
  ].join('\n');
}
