import type { PluginFamily } from '../PluginFamily';
import { I18N_FORMATTERS } from './i18nFormatters';
import { I18N_PREDICATES } from './i18nPredicates';

/** The i18n family in one module: the browser entry's lazily loaded i18n chunk. */
export const I18N_FAMILY: PluginFamily = { formatters: I18N_FORMATTERS, predicates: I18N_PREDICATES };
