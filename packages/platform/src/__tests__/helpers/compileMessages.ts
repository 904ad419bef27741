import { parse } from '@formatjs/icu-messageformat-parser';
import type { CompiledCatalogue } from '@storefront-widgets/core/messages';

/**
 * A site's own wording as the compiled catalogue core formats with (core compiles its catalogues
 * at build time; a test compiles its few messages here, with the same parser options).
 */
export function compileMessages(source: Readonly<Record<string, string>>): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => [
      id,
      parse(message, { ignoreTag: true, requiresOtherClause: true }),
    ]),
  );
}
