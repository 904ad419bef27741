export {
  type CompileResult,
  compile,
  createTemplateEngine,
  type ExpressionOptions,
  type RenderOptions,
  type RenderResult,
  render,
  type TemplateEngine,
  type TemplateEngineOptions,
} from './createTemplateEngine';
export { TemplateError, type TemplateErrorCategory } from './errors/TemplateError';
export { TemplateMessages } from './errors/TemplateMessages';
export type { ApplyOptions } from './plugins/ApplyOptions';
export { ALL_FORMATTERS, ALL_PREDICATES } from './plugins/allPlugins';
export { argumentValue } from './plugins/argumentValue';
export { COMMERCE_FORMATTERS } from './plugins/commerce/commerceFormatters';
export { COMMERCE_PREDICATES } from './plugins/commerce/commercePredicates';
export { CONTENT_FORMATTERS } from './plugins/content/contentFormatters';
export { CONTENT_PREDICATES } from './plugins/content/contentPredicates';
export { CORE_FORMATTERS } from './plugins/core/coreFormatters';
export { CORE_PREDICATES } from './plugins/core/corePredicates';
export { DATE_FORMATTERS } from './plugins/date/dateFormatters';
export { escapeHtml, escapeHtmlAttribute } from './plugins/escapeHtml';
export type { FormatFunction, FormatterDefinition, FormatterTable } from './plugins/FormatterDefinition';
export { I18N_FORMATTERS } from './plugins/i18n/i18nFormatters';
export { I18N_PREDICATES } from './plugins/i18n/i18nPredicates';
export type {
  ArgumentProblem,
  PredicateDefinition,
  PredicateTable,
  TestFunction,
} from './plugins/PredicateDefinition';
export type { RenderContext } from './plugins/RenderContext';
export { SOCIAL_FORMATTERS } from './plugins/social/socialFormatters';
export { SOCIAL_PREDICATES } from './plugins/social/socialPredicates';
export type * from './tree/TemplateTree';
export { compareValues, isEqual, isTruthy, toNumber, toOutput, toText } from './values/values';
