import type { TagNames } from './compile/matchTag';
import { parseTemplate } from './compile/parseTemplate';
import { TemplateError } from './errors/TemplateError';
import { TemplateMessages } from './errors/TemplateMessages';
import type { FormatFunction, FormatterTable } from './plugins/FormatterDefinition';
import type { ArgumentProblem, PredicateTable, TestFunction } from './plugins/PredicateDefinition';
import { buildRunner, type PluginRegistry } from './render/buildRunner';
import type { Runner } from './render/Frame';
import { type PartialSource, RenderLimitReached, RenderState } from './render/RenderState';
import type { CompileResult, RenderOptions, RenderResult, TemplateEngine } from './TemplateEngine';
import type { TemplateTree } from './tree/TemplateTree';

/** What {@link createPluginEngine} makes: an engine whose plugins can grow after it is made. */
export interface PluginEngine extends TemplateEngine {
  /**
   * Adds (or replaces) formatters and predicates. Add them before rendering a template that
   * names them: a tree keeps the plugins it was first rendered with.
   */
  add(formatters: FormatterTable, predicates: PredicateTable): void;
}

/** Options of {@link createPluginEngine}. */
export interface PluginEngineOptions {
  formatters: FormatterTable;
  predicates: PredicateTable;
  /**
   * Whether compile accepts a name the engine does not have yet, as known (a built-in whose
   * family loads later; such plugins have no `validate`). @default none
   */
  isPending?: (name: string) => boolean;
}

type Check = (args: readonly string[]) => string | ArgumentProblem | undefined;

/** Plain functions and definitions alike go into a function table plus the argument checks. */
function addTo<F extends (...args: never[]) => unknown, K extends string>(
  target: { map: Map<string, F>; checks: Map<string, Check> },
  table: Readonly<Record<string, F | ({ validate?: Check } & Record<K, F>)>>,
  key: K,
) {
  for (const [name, entry] of Object.entries(table)) {
    if (typeof entry === 'function') target.map.set(name, entry);
    else {
      target.map.set(name, entry[key]);
      if (entry.validate) target.checks.set(name, entry.validate);
    }
  }
}

/** Tokens an `{.eval}` may have when the caller sets no `maxTokens`. */
export const DEFAULT_MAX_TOKENS = 10_000;

/** Partial sources compiled once per engine; bounded, since sources may come from anywhere. */
export const MAX_CACHED_PARTIALS = 500;

/**
 * Creates an engine over the given formatters and predicates (the Node entry's has every
 * family; the browser entry's starts with core and adds families as they load). Compiled trees
 * and partials are cached per engine: compile once, render many times.
 */
export function createPluginEngine(options: PluginEngineOptions): PluginEngine {
  const formatters = { map: new Map<string, FormatFunction>(), checks: new Map<string, Check>() };
  const predicates = { map: new Map<string, TestFunction>(), checks: new Map<string, Check>() };
  const add = (formatterTable: FormatterTable, predicateTable: PredicateTable) => {
    addTo<FormatFunction, 'format'>(formatters, formatterTable, 'format');
    addTo<TestFunction, 'test'>(predicates, predicateTable, 'test');
  };
  add(options.formatters, options.predicates);
  const isPending = options.isPending ?? (() => false);
  const registry: PluginRegistry = { formatters: formatters.map, predicates: predicates.map };
  /** A name's check: its plugin's own, none while its family loads, else 'unknown'. */
  const checker =
    (
      plugins: { map: ReadonlyMap<string, unknown>; checks: ReadonlyMap<string, Check> },
      unknown: (name: string) => string,
    ) =>
    (name: string, args: readonly string[]) =>
      plugins.map.has(name) ? plugins.checks.get(name)?.(args) : isPending(name) ? undefined : unknown(name);
  const names = {
    // A formatter's `validate` returns a message only (FormatterDefinition).
    checkFormatter: checker(formatters, TemplateMessages.unknownFormatter) as TagNames['checkFormatter'],
    checkPredicate: checker(predicates, TemplateMessages.unknownPredicate),
  };
  const runners = new WeakMap<TemplateTree, Runner>();
  const partialCache = new Map<string, { runner: Runner; errors: TemplateError[] }>();

  const compile = (source: string): CompileResult => parseTemplate(source, names);

  const runnerOf = (tree: TemplateTree): Runner => {
    let runner = runners.get(tree);
    if (!runner) {
      if (tree?.v !== 1 || !Array.isArray(tree.body))
        throw new TypeError('[storefront] Not a compiled template tree');
      runner = buildRunner(tree.body, registry);
      runners.set(tree, runner);
    }
    return runner;
  };

  const compiledPartial = (source: string) => {
    let entry = partialCache.get(source);
    if (!entry) {
      const { tree, errors } = compile(source);
      entry = { runner: runnerOf(tree), errors };
      if (partialCache.size >= MAX_CACHED_PARTIALS) partialCache.clear();
      partialCache.set(source, entry);
    }
    return entry;
  };

  const render = (template: TemplateTree | string, options: RenderOptions = {}): RenderResult => {
    let compileErrors: TemplateError[] = [];
    let tree: TemplateTree;
    if (typeof template === 'string') ({ tree, errors: compileErrors } = compile(template));
    else tree = template;
    const partials = options.partials ?? {};
    const partialSource: PartialSource = {
      partial: (name) => {
        if (!Object.hasOwn(partials, name)) return undefined;
        const partial = partials[name];
        if (typeof partial === 'string') return compiledPartial(partial);
        return partial ? { runner: runnerOf(partial), errors: [] } : undefined;
      },
    };
    const expressions = options.expressions;
    const now = options.now ?? Date.now();
    const state = new RenderState(options.data ?? {}, {
      locale: options.locale ?? 'en-US',
      timeZone: options.timeZone ?? 'America/New_York',
      now: typeof now === 'number' ? now : now.getTime(),
      injects: options.injects ?? {},
      partials: partialSource,
      expressions:
        expressions === false
          ? undefined
          : {
              maxTokens: expressions?.maxTokens ?? DEFAULT_MAX_TOKENS,
              maxStringLength: expressions?.maxStringLength ?? 1_000_000,
            },
      maxOutputLength: options.maxOutputLength ?? 10_000_000,
      maxSteps: options.maxSteps ?? 20_000_000,
    });
    const runner = runnerOf(tree);
    try {
      state.spend(runner.weight);
      runner.run(state);
    } catch (error) {
      // Whatever the template and data, the caller gets output and errors, never an exception.
      if (!(error instanceof RenderLimitReached))
        state.errors.push(new TemplateError('engine', TemplateMessages.renderFailed(error), ...state.at));
      state.out = state.out.slice(0, options.maxOutputLength ?? 10_000_000);
    }
    return { output: state.out, errors: [...compileErrors, ...state.errors] };
  };

  return { compile, render, add };
}
