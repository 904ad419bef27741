import { createPluginEngine } from './createPluginEngine';
import { ALL_FORMATTERS, ALL_PREDICATES } from './plugins/allPlugins';
import type {
  CompileResult,
  RenderOptions,
  RenderResult,
  TemplateEngine,
  TemplateEngineOptions,
} from './TemplateEngine';
import type { TemplateTree } from './tree/TemplateTree';

export type {
  CompileResult,
  ExpressionOptions,
  RenderOptions,
  RenderResult,
  TemplateEngine,
  TemplateEngineOptions,
} from './TemplateEngine';

/**
 * Creates an engine with every built-in formatter and predicate plus `options`' own. Compiled
 * trees and partials are cached per engine: compile once, render many times.
 */
export function createTemplateEngine(options: TemplateEngineOptions = {}): TemplateEngine {
  const { compile, render } = createPluginEngine({
    formatters: { ...ALL_FORMATTERS, ...options.formatters },
    predicates: { ...ALL_PREDICATES, ...options.predicates },
  });
  return { compile, render };
}

let defaultEngine: TemplateEngine | undefined;
const engine = () => (defaultEngine ??= createTemplateEngine());

/**
 * Compiles template source with the built-in formatters and predicates.
 * @example const { tree, errors } = compile('<h1>{title|html}</h1>');
 */
export function compile(source: string): CompileResult {
  return engine().compile(source);
}

/**
 * Renders a compiled tree (or template source) with the built-in formatters and predicates.
 * @example const { output } = render(tree, { data: { title: 'Shop' } });
 */
export function render(template: TemplateTree | string, options?: RenderOptions): RenderResult {
  return engine().render(template, options);
}
