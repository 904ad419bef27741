// Which of the scripts a page fetched are the telemetry's own: the size report weighs them apart.

/**
 * The fetched files only the telemetry needs: the chunk holding `module` and the chunks it
 * imports statically, less any that the page fetches for its widgets anyway: the loader and what
 * it or another fetched file imports, statically or (widgets, the interactive chunk) dynamically.
 * @param {readonly string[]} fetched paths relative to the drop-in's folder (`chunks/x-abc123.js`)
 * @param {Record<string, { isEntry: boolean, imports: readonly string[], dynamicImports: readonly string[], modules: Record<string, number> }>} manifest
 *   the build's `manifest.json`: every chunk by path, with its imports and its modules
 * @param {string} module the telemetry's module, as the manifest names it
 * @returns {string[]} the telemetry's files among `fetched`, empty when its chunk was not fetched
 */
export function telemetryFiles(fetched, manifest, module) {
  const own = fetched.find((file) => Object.hasOwn(manifest[file]?.modules ?? {}, module));
  if (own === undefined) return [];
  const telemetry = new Set([own]);
  for (const file of telemetry) for (const next of manifest[file]?.imports ?? []) telemetry.add(next);
  const wasFetched = new Set(fetched);
  const others = new Set(fetched.filter((file) => manifest[file]?.isEntry || !telemetry.has(file)));
  for (const file of others) {
    const { imports = [], dynamicImports = [] } = manifest[file] ?? {};
    for (const next of imports) others.add(next);
    for (const next of dynamicImports) if (next !== own && wasFetched.has(next)) others.add(next);
  }
  return fetched.filter((file) => telemetry.has(file) && !others.has(file));
}
