// Merges the chunks a product page shares into one runtime chunk, keeping the rest of Rollup's split.
import { rollup } from 'rollup';

/**
 * Which chunk each module goes to, given Rollup's default split (`chunks`, from a probe build):
 * every chunk keeps its modules, except the chunks the page's modules import (directly or not),
 * which join the chunk of `runtime`, and the chunks of the `included` widgets themselves. The
 * loader's own chunks and the other page widgets' own chunks stay apart. Every module with code
 * is named, because Rollup pulls a manual chunk's unnamed dependencies (the loader's modules,
 * whole barrels) into it; a chunk's own entry module is named too, even when it only re-exports.
 * When the loader imports the runtime statically, the runtime's chunk is the loader's: what joins
 * the runtime joins the loader's file.
 * The chunks that the `interactive` module's chunk (what the page loads after mounting) imports
 * join it too, but for the loader's and the runtime's: the other importers of those chunks are
 * widgets that load it before they mount anyway.
 * The chunks that the `click` module's chunk (a widget's code loaded after mounting, such as the
 * add-to-cart click's) imports join it when no other file the page loads imports them: what it
 * shares only with chunks of other pages (an owner's panel, the cart's dialogs) is one file with
 * it, and those pages fetch it whole.
 * @param {import('rollup').OutputChunk[]} chunks
 * @param {{ runtime: string, widgets: string[], included?: string[], interactive?: string, click?: string, name?: string }} page absolute module ids
 * @returns {Map<string, string>} module id → chunk name
 */
export function assignChunks(
  chunks,
  { runtime, widgets, included = [], interactive, click, name = 'runtime' },
) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files) => {
    const seen = new Set(files);
    for (const file of seen) for (const next of byFile.get(file)?.imports ?? []) seen.add(next);
    return seen;
  };
  const chunkOf = (id) => {
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`no chunk holds ${id}`);
    return chunk.fileName;
  };
  const loader = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const runtimeFile = chunkOf(runtime);
  const widgetFiles = new Set(widgets.map(chunkOf));
  const includedFiles = new Set(included.map(chunkOf));
  const shared = closure([runtimeFile, ...widgetFiles, ...includedFiles]);
  // Unique names: two default chunks may share a name, and a manual chunk name is a merge.
  const names = new Map();
  const taken = new Set([name]);
  for (const chunk of chunks) {
    let unique = chunk.name;
    for (let n = 2; taken.has(unique); n += 1) unique = `${chunk.name}${n}`;
    taken.add(unique);
    names.set(chunk.fileName, unique);
  }
  const joinsRuntime = (file) =>
    file === runtimeFile ||
    includedFiles.has(file) ||
    (shared.has(file) && !loader.has(file) && !widgetFiles.has(file));
  const interactiveFile = interactive ? chunkOf(interactive) : undefined;
  const joinsInteractive = (file) =>
    interactiveFile !== undefined &&
    closure([interactiveFile]).has(file) &&
    !loader.has(file) &&
    !joinsRuntime(file) &&
    !widgetFiles.has(file);
  // The files the page loads: the loader, its widgets' and the interactive chunk with what they
  // import, and what the interactive chunk loads in turn (the telemetry).
  const clickFile = click ? chunkOf(click) : undefined;
  const later = interactiveFile ? (byFile.get(interactiveFile)?.dynamicImports ?? []) : [];
  const page = closure([
    ...loader,
    runtimeFile,
    ...widgetFiles,
    ...includedFiles,
    ...(interactiveFile ? [interactiveFile, ...later] : []),
  ]);
  const importersOf = (file) => chunks.filter((chunk) => chunk.imports.includes(file)).map((c) => c.fileName);
  const joinsClick = (file) =>
    clickFile !== undefined &&
    file !== clickFile &&
    closure([clickFile]).has(file) &&
    !page.has(file) &&
    importersOf(file).every((importer) => importer === clickFile || !page.has(importer));
  // A runtime the loader imports statically is in the loader's chunk: what joins it joins that.
  const runtimeChunk = chunks.find((chunk) => chunk.fileName === runtimeFile);
  const runtimeName = runtimeChunk?.isEntry ? runtimeChunk.name : name;
  const assigned = new Map();
  for (const chunk of chunks) {
    const file = chunk.fileName;
    const target = joinsRuntime(file)
      ? runtimeName
      : joinsInteractive(file)
        ? names.get(interactiveFile)
        : joinsClick(file)
          ? names.get(clickFile)
          : names.get(file);
    for (const [id, info] of Object.entries(chunk.modules)) {
      // A dynamic import's own module is named with its chunk even when it only re-exports
      // (`export { createAddToCart } from …`): left unnamed, Rollup would give it a facade chunk
      // of its own, one more file to fetch before the code it points to.
      if (info.renderedLength > 0 || id === chunk.facadeModuleId) assigned.set(id, target);
    }
  }
  return assigned;
}

/**
 * Rollup's default split of the modules this build has already loaded and transformed: the same
 * graph bundled again from memory (each module's transformed code, each import resolved as this
 * build resolved it, its side effects as this build decided them). Nothing is read, resolved by
 * the build's plugins anew or transformed twice; only Rollup's own parse and chunking run again.
 * @param {import('rollup').PluginContext} build the plugin context of the running build
 * @param {Record<string, string>} entries entry name → module id
 * @param {boolean} shimMissingExports as the build sets it
 * @returns {Promise<import('rollup').OutputChunk[]>}
 */
async function defaultSplit(build, entries, shimMissingExports) {
  const fromBuild = (id) => {
    const info = build.getModuleInfo(id);
    if (!info || info.code === null) throw new Error(`the build has no code for ${id}`);
    return info;
  };
  const replay = await rollup({
    input: entries,
    shimMissingExports,
    // The build itself reports its warnings; the replay would only repeat them.
    onwarn: () => {},
    plugins: [
      {
        name: 'shared-runtime-chunk-replay',
        async resolveId(source, importer) {
          if (importer === undefined) return source;
          const resolved = await build.resolve(source, importer, { skipSelf: true });
          if (!resolved || resolved.external) return resolved && { id: resolved.id, external: true };
          const info = fromBuild(resolved.id);
          return { id: resolved.id, moduleSideEffects: info.moduleSideEffects };
        },
        load(id) {
          const info = fromBuild(id);
          return {
            code: /** @type {string} */ (info.code),
            moduleSideEffects: info.moduleSideEffects,
            syntheticNamedExports: info.syntheticNamedExports,
          };
        },
      },
    ],
  });
  try {
    const { output } = await replay.generate({ format: 'es' });
    return output.filter((file) => file.type === 'chunk');
  } finally {
    await replay.close();
  }
}

/**
 * Rollup's default split gives every set of importers its own chunk, so a product page fetched
 * ten files, each gzipped alone (identifiers and preact idioms paid for again in each). This
 * plugin learns that split once the build has loaded every module (Rollup's default chunking of
 * the same graph, replayed from memory: no second build of the sources), then keeps it for every
 * module except the chunks the page's runtime and widgets share, which join the runtime chunk:
 * the page downloads its loader, the runtime and one chunk per widget. Chunks that only other
 * widgets share keep their own files. Widgets every page shows (`included`) join the runtime
 * whole: one request fewer on every page. What the chunk the page loads after mounting
 * (`interactive`) imports joins it, so it is one file too, and so does what the `click` chunk
 * alone on the page imports.
 * @param {{ runtime: string, widgets: string[], included?: string[], interactive?: string, click?: string }} options
 */
export function sharedRuntimeChunk({ runtime, widgets, included = [], interactive, click }) {
  /** @type {Record<string, string>} entry name → module id */
  let entries = {};
  let assigned = new Map();
  return {
    name: 'shared-runtime-chunk',
    async buildStart(options) {
      const input = Array.isArray(options.input)
        ? Object.fromEntries(options.input.map((path, index) => [`entry${index}`, path]))
        : options.input;
      entries = {};
      for (const [name, path] of Object.entries(input)) {
        const resolved = await this.resolve(path, undefined, { isEntry: true, skipSelf: true });
        if (!resolved || resolved.external) this.error(`the entry ${path} does not resolve`);
        entries[name] = resolved.id;
      }
    },
    async renderStart(_outputOptions, inputOptions) {
      try {
        const chunks = await defaultSplit(this, entries, inputOptions.shimMissingExports);
        assigned = assignChunks(chunks, { runtime, widgets, included, interactive, click });
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    outputOptions(options) {
      return { ...options, manualChunks: (id) => assigned.get(id) };
    },
  };
}
