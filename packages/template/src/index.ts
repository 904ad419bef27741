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
export { ALL_FORMATTERS, ALL_PREDICATES } from './plugins/allPlugins';
export { argumentValue } from './plugins/argumentValue';
export { COMMERCE_FORMATTERS } from './plugins/commerce/commerceFormatters';
export { COMMERCE_PREDICATES } from './plugins/commerce/commercePredicates';
export { CONTENT_PREDICATES } from './plugins/content/contentPredicates';
export { CORE_FORMATTERS } from './plugins/core/coreFormatters';
export { CORE_PREDICATES } from './plugins/core/corePredicates';
export { escapeHtml, escapeHtmlAttribute } from './plugins/escapeHtml';
export type { FormatFunction, FormatterDefinition, FormatterTable } from './plugins/FormatterDefinition';
export type { PredicateDefinition, PredicateTable, TestFunction } from './plugins/PredicateDefinition';
export type { RenderContext } from './plugins/RenderContext';
export type * from './tree/TemplateTree';
export { compareValues, isEqual, isTruthy, toNumber, toOutput, toText } from './values/values';
