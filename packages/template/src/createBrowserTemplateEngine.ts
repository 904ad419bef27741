import { createPluginEngine } from './createPluginEngine';
import { CORE_FORMATTERS } from './plugins/core/coreFormatters';
import { CORE_PREDICATES } from './plugins/core/corePredicates';
import type { FormatterTable } from './plugins/FormatterDefinition';
import { LAZY_FAMILIES } from './plugins/lazyFamilies';
import type { PredicateTable } from './plugins/PredicateDefinition';
import type { CompileResult, RenderOptions, RenderResult, TemplateEngineOptions } from './TemplateEngine';
import { pluginNames } from './tree/pluginNames';
import type { TemplateTree } from './tree/TemplateTree';

/** Partials as {@link RenderOptions} takes them: source or compiled trees, by name. */
type Partials = RenderOptions['partials'];

/**
 * The browser entry's engine: the core family built in, every other family a chunk loaded the
 * first time a template names one of its formatters or predicates.
 */
export interface BrowserTemplateEngine {
  /**
   * Loads the families `template` (source or a compiled tree) and `partials` use that are not
   * loaded yet; once it resolves, `render` runs them. Loading is shared and happens once per
   * family. Rejects when a chunk cannot be fetched; the next call tries again.
   */
  load(template: TemplateTree | string, partials?: Partials): Promise<void>;
  /**
   * Compiles source into the same tree and errors as the Node entry's `compile`, whether or not
   * the families it names are loaded yet (every built-in name is known).
   */
  compile(source: string): CompileResult;
  /**
   * Renders like the Node entry's `render`. Throws an `Error` naming the families to load when
   * `template` or `options.partials` use one that `load` has not loaded: output is never made
   * with a built-in formatter missing.
   */
  render(template: TemplateTree | string, options?: RenderOptions): RenderResult;
}

let familyByName: ReadonlyMap<string, string> | undefined;
/** Which lazy family each built-in name belongs to. */
const familyOfName = () =>
  (familyByName ??= new Map(
    Object.entries(LAZY_FAMILIES).flatMap(([family, { names }]) =>
      names.split(' ').map((name) => [name, family] as const),
    ),
  ));

/** Trees' sources remembered per engine; bounded, since sources may come from anywhere. */
const MAX_CACHED_SOURCES = 500;

/**
 * Creates the browser entry's engine with `options`' own formatters and predicates added (they
 * win over built-ins of the same name, which then never load).
 * @example
 * const engine = createBrowserTemplateEngine();
 * const { tree } = engine.compile('<p>{price|money}</p>');
 * await engine.load(tree); // fetches the i18n chunk
 * engine.render(tree, { data: { price: 12 } });
 */
export function createBrowserTemplateEngine(options: TemplateEngineOptions = {}): BrowserTemplateEngine {
  const own = new Set([...Object.keys(options.formatters ?? {}), ...Object.keys(options.predicates ?? {})]);
  const lazyFamilyOf = (name: string) => (own.has(name) ? undefined : familyOfName().get(name));
  const engine = createPluginEngine({
    formatters: { ...CORE_FORMATTERS, ...options.formatters },
    predicates: { ...CORE_PREDICATES, ...options.predicates },
    isPending: (name) => lazyFamilyOf(name) !== undefined,
  });
  const loaded = new Set<string>();
  const loading = new Map<string, Promise<void>>();
  const treeFamilies = new WeakMap<TemplateTree, readonly string[]>();
  const sourceFamilies = new Map<string, readonly string[]>();

  const familiesOfTree = (tree: TemplateTree): readonly string[] => {
    let families = treeFamilies.get(tree);
    if (!families) {
      // Not a tree: render throws the engine's own error for it.
      if (!Array.isArray(tree?.body)) return [];
      const found = new Set<string>();
      for (const name of pluginNames(tree)) {
        const family = lazyFamilyOf(name);
        if (family !== undefined) found.add(family);
      }
      families = [...found];
      treeFamilies.set(tree, families);
    }
    return families;
  };

  const familiesOf = (template: TemplateTree | string): readonly string[] => {
    if (typeof template !== 'string') return familiesOfTree(template);
    let families = sourceFamilies.get(template);
    if (!families) {
      families = familiesOfTree(engine.compile(template).tree);
      if (sourceFamilies.size >= MAX_CACHED_SOURCES) sourceFamilies.clear();
      sourceFamilies.set(template, families);
    }
    return families;
  };

  const missing = (template: TemplateTree | string, partials: Partials = {}): string[] => {
    const families = new Set(familiesOf(template));
    for (const partial of Object.values(partials))
      if (partial) for (const f of familiesOf(partial)) families.add(f);
    return [...families].filter((family) => !loaded.has(family));
  };

  /** The entries of `table` that are `family`'s (not the caller's own, not another family's). */
  const entriesOf = <T extends FormatterTable | PredicateTable>(table: T, family: string): T =>
    Object.fromEntries(Object.entries(table).filter(([name]) => lazyFamilyOf(name) === family)) as T;

  const loadFamily = (family: string): Promise<void> => {
    let promise = loading.get(family);
    if (!promise) {
      promise = LAZY_FAMILIES[family]!.load().then(
        (plugins) => {
          engine.add(entriesOf(plugins.formatters, family), entriesOf(plugins.predicates, family));
          loaded.add(family);
        },
        (error: unknown) => {
          loading.delete(family);
          throw new Error(`[storefront] Could not load the template engine's ${family} formatters`, {
            cause: error,
          });
        },
      );
      loading.set(family, promise);
    }
    return promise;
  };

  return {
    load: async (template, partials) => {
      await Promise.all(missing(template, partials).map(loadFamily));
    },
    compile: engine.compile,
    render: (template, renderOptions = {}) => {
      const { tree, errors } =
        typeof template === 'string' ? engine.compile(template) : { tree: template, errors: [] };
      const absent = missing(tree, renderOptions.partials);
      if (absent.length)
        throw new Error(
          `[storefront] This template needs the ${absent.join(', ')} formatters: await engine.load(template, partials) before render`,
        );
      const result = engine.render(tree, renderOptions);
      return errors.length ? { output: result.output, errors: [...errors, ...result.errors] } : result;
    },
  };
}
