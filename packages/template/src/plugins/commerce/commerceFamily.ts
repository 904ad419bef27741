import type { PluginFamily } from '../PluginFamily';
import { COMMERCE_FORMATTERS } from './commerceFormatters';
import { COMMERCE_PREDICATES } from './commercePredicates';

/** The commerce family in one module: the browser entry's lazily loaded commerce chunk. */
export const COMMERCE_FAMILY: PluginFamily = {
  formatters: COMMERCE_FORMATTERS,
  predicates: COMMERCE_PREDICATES,
};
