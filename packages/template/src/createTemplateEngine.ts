import { parseTemplate } from './compile/parseTemplate';
import type { TemplateError } from './errors/TemplateError';
import { TemplateMessages } from './errors/TemplateMessages';
import { ALL_FORMATTERS, ALL_PREDICATES } from './plugins/allPlugins';
import type { FormatFunction, FormatterTable } from './plugins/FormatterDefinition';
import type { PredicateTable, TestFunction } from './plugins/PredicateDefinition';
import { buildRunner, type PluginRegistry } from './render/buildRunner';
import type { Runner } from './render/Frame';
import { type PartialSource, RenderLimitReached, RenderState } from './render/RenderState';
import type { TemplateTree } from './tree/TemplateTree';

/** Options of {@link createTemplateEngine}. */
export interface TemplateEngineOptions {
  /** Formatters added to (or replacing) the built-in ones, by name. */
  formatters?: FormatterTable;
  /** Predicates added to (or replacing) the built-in ones, by name (ending in `?`). */
  predicates?: PredicateTable;
}

/** What {@link TemplateEngine.compile} returns. */
export interface CompileResult {
  /** The instruction tree; JSON-serialisable, renders even when there are errors. */
  tree: TemplateTree;
  /** Parser and assembler errors, in source order within each category. */
  errors: TemplateError[];
}

/** Limits of `{.eval}` (spec/platform.md §5). */
export interface ExpressionOptions {
  /** Most tokens one `{.eval}` may have. @default Infinity */
  maxTokens?: number;
  /** Longest string `+` may build, in UTF-16 code units. @default 1_000_000 */
  maxStringLength?: number;
}

/** Options of {@link TemplateEngine.render}. */
export interface RenderOptions {
  /** The JSON data the template renders (the root node). @default {} */
  data?: unknown;
  /** Partials for `|apply name`: template source or compiled trees, by name. */
  partials?: Readonly<Record<string, string | TemplateTree>>;
  /** Values for `{.inject @name path}`, by path. */
  injects?: Readonly<Record<string, unknown>>;
  /** BCP 47 locale for formatters that use `Intl`. @default 'en-US' */
  locale?: string;
  /** IANA time zone for dates (spec/platform.md §9). @default 'America/New_York' */
  timeZone?: string;
  /** "Now" for relative dates: ms since the epoch or a Date. @default the time the render starts */
  now?: number | Date;
  /** `{.eval}` limits, or `false` to turn `{.eval}` off (it then writes nothing). @default {} */
  expressions?: ExpressionOptions | false;
  /** Longest output, in UTF-16 code units; past it the render stops with an error. @default 10_000_000 */
  maxOutputLength?: number;
  /**
   * Most instructions a render may run, loops and partials counted per repetition; past it the
   * render stops with an error. Bounds the time any template and data can take. @default 20_000_000
   */
  maxSteps?: number;
}

/** What {@link TemplateEngine.render} returns. */
export interface RenderResult {
  output: string;
  /** Engine errors (and the compile errors when the template was given as source). */
  errors: TemplateError[];
}

/** A compiler and renderer bound to one set of formatters and predicates. */
export interface TemplateEngine {
  /** Compiles template source into a JSON-serialisable instruction tree. */
  compile(source: string): CompileResult;
  /** Renders a compiled tree (or source, compiled on the way) with the given data and options. */
  render(template: TemplateTree | string, options?: RenderOptions): RenderResult;
}

type Check = (args: readonly string[]) => string | undefined;

/** Plain functions and definitions alike become a function table plus the argument checks. */
function normalise<F extends (...args: never[]) => unknown, K extends string>(
  table: Readonly<Record<string, F | ({ validate?: Check } & Record<K, F>)>>,
  key: K,
) {
  const map = new Map<string, F>();
  const checks = new Map<string, Check>();
  for (const [name, entry] of Object.entries(table)) {
    if (typeof entry === 'function') map.set(name, entry);
    else {
      map.set(name, entry[key]);
      if (entry.validate) checks.set(name, entry.validate);
    }
  }
  return { map, checks };
}

/** Partial sources compiled once per engine; bounded, since sources may come from anywhere. */
const MAX_CACHED_PARTIALS = 500;

/**
 * Creates an engine with the built-in formatters and predicates plus `options`' own. Compiled
 * trees and partials are cached per engine: compile once, render many times.
 */
export function createTemplateEngine(options: TemplateEngineOptions = {}): TemplateEngine {
  const formatters = normalise<FormatFunction, 'format'>(
    { ...ALL_FORMATTERS, ...options.formatters },
    'format',
  );
  const predicates = normalise<TestFunction, 'test'>({ ...ALL_PREDICATES, ...options.predicates }, 'test');
  const registry: PluginRegistry = { formatters: formatters.map, predicates: predicates.map };
  const names = {
    checkFormatter: (name: string, args: readonly string[]) =>
      formatters.map.has(name)
        ? formatters.checks.get(name)?.(args)
        : TemplateMessages.unknownFormatter(name),
    checkPredicate: (name: string, args: readonly string[]) =>
      predicates.map.has(name)
        ? predicates.checks.get(name)?.(args)
        : TemplateMessages.unknownPredicate(name),
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
              maxTokens: expressions?.maxTokens ?? Number.POSITIVE_INFINITY,
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
      if (!(error instanceof RenderLimitReached)) throw error;
      state.out = state.out.slice(0, options.maxOutputLength ?? 10_000_000);
    }
    return { output: state.out, errors: [...compileErrors, ...state.errors] };
  };

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
