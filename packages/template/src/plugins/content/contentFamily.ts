import type { PluginFamily } from '../PluginFamily';
import { CONTENT_FORMATTERS } from './contentFormatters';
import { CONTENT_PREDICATES } from './contentPredicates';

/** The content family in one module: the browser entry's lazily loaded content chunk. */
export const CONTENT_FAMILY: PluginFamily = {
  formatters: CONTENT_FORMATTERS,
  predicates: CONTENT_PREDICATES,
};
