import type { PluginFamily } from '../PluginFamily';
import { CONTENT_FORMATTERS } from './contentFormatters';

/** The content family in one module: the browser entry's lazily loaded content chunk. */
export const CONTENT_FAMILY: PluginFamily = { formatters: CONTENT_FORMATTERS, predicates: {} };
