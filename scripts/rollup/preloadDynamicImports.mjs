// Makes a dynamic import download the chunk's own imports in parallel with it.

/** Added to a chunk whose dynamic imports preload: preloads each dependency once, then imports. */
export const PRELOAD_HELPER = `const __sfPreloaded = new Set();
function __sfPreload(specifier, dependencies) {
  for (const dependency of dependencies) {
    const href = new URL(dependency, import.meta.url).href;
    if (__sfPreloaded.has(href)) continue;
    __sfPreloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  return import(specifier);
}
`;

/**
 * Without help, a browser learns a chunk's imports only once it has downloaded the chunk: loader,
 * widget, then the widget's shared chunks, one round trip after another. This plugin renders each
 * `import('./x.js')` of an ES build as `__sfPreload('./x.js', [x's imports])` (Rollup's
 * `renderDynamicImport` hook), which first adds `<link rel="modulepreload">` for them, so they
 * download together. A link for a chunk the page already has costs no request.
 */
export function preloadDynamicImports() {
  const preloading = new Set();
  return {
    name: 'preload-dynamic-imports',
    renderDynamicImport({ format, chunk, targetChunk, getTargetChunkImports }) {
      if (format !== 'es' || !targetChunk) return null;
      const dependencies = (getTargetChunkImports() ?? [])
        .filter((imported) => imported.type === 'internal')
        .map((imported) => imported.resolvedImportPath);
      if (dependencies.length === 0) return null;
      preloading.add(chunk.fileName);
      return { left: '__sfPreload(', right: `, [${dependencies.join(', ')}])` };
    },
    renderChunk(code, chunk) {
      return preloading.has(chunk.fileName) ? { code: PRELOAD_HELPER + code, map: null } : null;
    },
  };
}
