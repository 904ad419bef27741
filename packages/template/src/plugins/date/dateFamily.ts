import type { PluginFamily } from '../PluginFamily';
import { DATE_FORMATTERS } from './dateFormatters';

/** The date family in one module: the browser entry's lazily loaded date chunk. */
export const DATE_FAMILY: PluginFamily = { formatters: DATE_FORMATTERS, predicates: {} };
