import type { PluginFamily } from '../PluginFamily';
import { SOCIAL_FORMATTERS } from './socialFormatters';
import { SOCIAL_PREDICATES } from './socialPredicates';

/** The social family in one module: the browser entry's lazily loaded social chunk. */
export const SOCIAL_FAMILY: PluginFamily = { formatters: SOCIAL_FORMATTERS, predicates: SOCIAL_PREDICATES };
