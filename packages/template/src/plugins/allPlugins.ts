import { COMMERCE_FORMATTERS } from './commerce/commerceFormatters';
import { COMMERCE_PREDICATES } from './commerce/commercePredicates';
import { CONTENT_PREDICATES } from './content/contentPredicates';
import { CORE_FORMATTERS } from './core/coreFormatters';
import { CORE_PREDICATES } from './core/corePredicates';
import type { FormatterTable } from './FormatterDefinition';
import type { PredicateTable } from './PredicateDefinition';

/**
 * Every built-in formatter, family by family. A new family is one file exporting its table and
 * one line here (see PLUGINS.md).
 */
export const ALL_FORMATTERS: FormatterTable = {
  ...CORE_FORMATTERS,
  ...COMMERCE_FORMATTERS,
};

/** Every built-in predicate, family by family. */
export const ALL_PREDICATES: PredicateTable = {
  ...CORE_PREDICATES,
  ...COMMERCE_PREDICATES,
  ...CONTENT_PREDICATES,
};
