// @storefront-widgets/template/browser: the engine and the core family; every other family is a chunk
// loaded when a template first names it (createBrowserTemplateEngine's `load`).
export { type BrowserTemplateEngine, createBrowserTemplateEngine } from './createBrowserTemplateEngine';
export { TemplateError, type TemplateErrorCategory } from './errors/TemplateError';
export { TemplateMessages } from './errors/TemplateMessages';
export { argumentValue } from './plugins/argumentValue';
export { CORE_FORMATTERS } from './plugins/core/coreFormatters';
export { CORE_PREDICATES } from './plugins/core/corePredicates';
export { escapeHtml, escapeHtmlAttribute } from './plugins/escapeHtml';
export type { FormatFunction, FormatterDefinition, FormatterTable } from './plugins/FormatterDefinition';
export type {
  ArgumentProblem,
  PredicateDefinition,
  PredicateTable,
  TestFunction,
} from './plugins/PredicateDefinition';
export type { RenderContext } from './plugins/RenderContext';
export type {
  CompileResult,
  ExpressionOptions,
  RenderOptions,
  RenderResult,
  TemplateEngineOptions,
} from './TemplateEngine';
export type * from './tree/TemplateTree';
export { compareValues, isEqual, isTruthy, toNumber, toOutput, toText } from './values/values';
