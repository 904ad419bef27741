import { COMMERCE_FORMATTERS } from './commerce/commerceFormatters';
import { COMMERCE_PREDICATES } from './commerce/commercePredicates';
import { CONTENT_FORMATTERS } from './content/contentFormatters';
import { CONTENT_PREDICATES } from './content/contentPredicates';
import { CORE_FORMATTERS } from './core/coreFormatters';
import { CORE_PREDICATES } from './core/corePredicates';
import { DATE_FORMATTERS } from './date/dateFormatters';
import type { FormatterTable } from './FormatterDefinition';
import { I18N_FORMATTERS } from './i18n/i18nFormatters';
import { I18N_PREDICATES } from './i18n/i18nPredicates';
import type { PredicateTable } from './PredicateDefinition';
import { SOCIAL_FORMATTERS } from './social/socialFormatters';
import { SOCIAL_PREDICATES } from './social/socialPredicates';

/**
 * Every built-in formatter, family by family. A new family is one file exporting its table and
 * one line here (see PLUGINS.md).
 */
export const ALL_FORMATTERS: FormatterTable = {
  ...CORE_FORMATTERS,
  ...CONTENT_FORMATTERS,
  ...DATE_FORMATTERS,
  ...I18N_FORMATTERS,
  ...SOCIAL_FORMATTERS,
  ...COMMERCE_FORMATTERS,
};

/** Every built-in predicate, family by family. */
export const ALL_PREDICATES: PredicateTable = {
  ...CORE_PREDICATES,
  ...I18N_PREDICATES,
  ...SOCIAL_PREDICATES,
  ...COMMERCE_PREDICATES,
  ...CONTENT_PREDICATES,
};
