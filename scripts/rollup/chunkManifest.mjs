// Writes `manifest.json` beside a code-split build: the chunk graph the size report reads.

/**
 * A Rollup plugin that emits `manifest.json`: for every chunk, whether it is an entry or a
 * dynamic entry, the chunks it imports statically and dynamically, and the bytes each module
 * contributes (paths relative to `root`), so the size report can share a file's gzip size out
 * among packages.
 * @param {{ root?: string }} [options] `root`: made relative in module paths. @default process.cwd()
 */
export function chunkManifest({ root = process.cwd() } = {}) {
  return {
    name: 'chunk-manifest',
    generateBundle(_options, bundle) {
      const files = {};
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        files[fileName] = {
          name: chunk.name,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.fromEntries(
            Object.entries(chunk.modules)
              .filter(([, info]) => info.renderedLength > 0)
              .map(([id, info]) => [
                id.startsWith(`${root}/`) ? id.slice(root.length + 1) : id,
                info.renderedLength,
              ]),
          ),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify(files, null, 2)}\n`,
      });
    },
  };
}
