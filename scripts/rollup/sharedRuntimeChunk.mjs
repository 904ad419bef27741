// Merges the chunks a product page shares into one runtime chunk, keeping the rest of Rollup's split.
import { rollup } from 'rollup';

/**
 * Which chunk each module goes to, given Rollup's default split (`chunks`, from a probe build):
 * every chunk keeps its modules, except the chunks the page's modules import (directly or not),
 * which join the chunk of `runtime`, and the chunks of the `included` widgets themselves. The
 * loader's own chunks and the other page widgets' own chunks stay apart. Every module with code
 * is named, because Rollup pulls a manual chunk's unnamed dependencies (the loader's modules,
 * whole barrels) into it.
 * When the loader imports the runtime statically, the runtime's chunk is the loader's: what joins
 * the runtime joins the loader's file.
 * The chunks that the `interactive` module's chunk (what the page loads after mounting) imports
 * join it too, but for the loader's and the runtime's: the other importers of those chunks are
 * widgets that load it before they mount anyway.
 * @param {import('rollup').OutputChunk[]} chunks
 * @param {{ runtime: string, widgets: string[], included?: string[], interactive?: string, name?: string }} page absolute module ids
 * @returns {Map<string, string>} module id → chunk name
 */
export function assignChunks(chunks, { runtime, widgets, included = [], interactive, name = 'runtime' }) {
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
        : names.get(file);
    for (const [id, info] of Object.entries(chunk.modules)) {
      if (info.renderedLength > 0) assigned.set(id, target);
    }
  }
  return assigned;
}

/**
 * Rollup's default split gives every set of importers its own chunk, so a product page fetched
 * ten files, each gzipped alone (identifiers and preact idioms paid for again in each). This
 * plugin first bundles the same input unminified (`probe`, a fresh copy of the build's options)
 * to learn that split, then keeps it for every module except the chunks the page's runtime and
 * widgets share, which join the runtime chunk: the page downloads its loader, the runtime and
 * one chunk per widget. Chunks that only other widgets share keep their own files. Widgets every
 * page shows (`included`) join the runtime whole: one request fewer on every page. What the chunk
 * the page loads after mounting (`interactive`) imports joins it, so it is one file too.
 * @param {{ probe: () => import('rollup').RollupOptions, runtime: string, widgets: string[], included?: string[], interactive?: string }} options
 */
export function sharedRuntimeChunk({ probe, runtime, widgets, included = [], interactive }) {
  let assigned = new Map();
  return {
    name: 'shared-runtime-chunk',
    async buildStart() {
      const build = await rollup(probe());
      try {
        const { output } = await build.generate({ format: 'es' });
        assigned = assignChunks(
          output.filter((file) => file.type === 'chunk'),
          { runtime, widgets, included, interactive },
        );
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      } finally {
        await build.close();
      }
    },
    outputOptions(options) {
      return { ...options, manualChunks: (id) => assigned.get(id) };
    },
  };
}
