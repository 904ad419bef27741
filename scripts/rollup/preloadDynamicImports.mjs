// Makes a dynamic import download the chunk's own imports in parallel with it.
import { posix } from 'node:path';

/** The helper's name, in the chunks that call it and as the entry's export. */
const HELPER = '__sfPreload';

/** Adds `<link rel="modulepreload">` once per dependency (paths relative to `base`, a module URL). */
export const PRELOAD_HELPER = `const __sfPreloaded = new Set();
function ${HELPER}(base, dependencies) {
  for (const dependency of dependencies) {
    const href = new URL(dependency, base).href;
    if (__sfPreloaded.has(href)) continue;
    __sfPreloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}
`;

/**
 * The chunks already loaded when code of chunk `fileName` runs: itself and the chunks it imports
 * statically, directly or not.
 * @param {string} fileName
 * @param {Record<string, { imports: readonly string[] }>} chunks every chunk of the output, by file name
 * @returns {Set<string>} file names
 */
export function loadedChunks(fileName, chunks) {
  const loaded = new Set([fileName]);
  for (const file of loaded) for (const next of chunks[file]?.imports ?? []) loaded.add(next);
  return loaded;
}

/** A call the plugin rendered: `(__sfPreload(import.meta.url, [paths]), import(specifier))`. */
const CALL = new RegExp(
  `\\(${HELPER}\\(import\\.meta\\.url, \\[([^\\]]*)\\]\\), import\\(([^)]*)\\)\\)`,
  'g',
);

/**
 * Adds the helper to the chunk's imports from the entry at `path` (relative to the chunk), into
 * the import statement it already has for the entry, if any.
 */
function importHelper(code, path) {
  const from = `from '${path.startsWith('.') ? path : `./${path}`}';`;
  const statement = new RegExp(`import \\{([^}]*)\\} ${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return statement.test(code)
    ? code.replace(statement, (_statement, names) => `import { ${HELPER},${names}} ${from}`)
    : `import { ${HELPER} } ${from}\n${code}`;
}

/**
 * Without help, a browser learns a chunk's imports only once it has downloaded the chunk: loader,
 * widget, then the widget's shared chunks, one round trip after another. This plugin renders each
 * `import('./x.js')` of an ES build as `(__sfPreload(import.meta.url, [x's imports]),
 * import('./x.js'))` (Rollup's `renderDynamicImport` hook), which first adds
 * `<link rel="modulepreload">` for them, so they download together. Imports the importing chunk
 * has already loaded are left out of the list (a link for them would cost bytes, not requests),
 * and so is the helper where the list ends up empty. The helper is defined once, in the entry,
 * which exports it to the other chunks (they all run after it); a build with several entries
 * defines it in each chunk that calls it.
 */
export function preloadDynamicImports() {
  /** Each rendered call: the importing chunk and the chunks it would preload (file names). */
  const calls = [];
  /** The importing chunks whose calls still preload something once loaded chunks are left out. */
  const callers = (chunks) =>
    new Set(
      calls
        .filter(({ importer, dependencies }) => {
          const loaded = loadedChunks(importer, chunks);
          return dependencies.some((file) => !loaded.has(file));
        })
        .map(({ importer }) => importer),
    );
  return {
    name: 'preload-dynamic-imports',
    renderStart() {
      calls.length = 0;
    },
    renderDynamicImport({ format, chunk, targetChunk, getTargetChunkImports }) {
      if (format !== 'es' || !targetChunk) return null;
      const imports = (getTargetChunkImports() ?? []).filter((imported) => imported.type === 'internal');
      if (imports.length === 0) return null;
      calls.push({ importer: chunk.fileName, dependencies: imports.map((imported) => imported.fileName) });
      const paths = imports.map((imported) => imported.resolvedImportPath).join(', ');
      return { left: `(${HELPER}(import.meta.url, [${paths}]), import(`, right: '))' };
    },
    renderChunk(code, chunk, _options, { chunks }) {
      // The chunk's calls, without the chunks it has loaded by the time they run.
      const loaded = loadedChunks(chunk.fileName, chunks);
      const folder = posix.dirname(chunk.fileName);
      const rendered = code.replace(CALL, (_call, list, specifier) => {
        const paths = list.split(', ').filter((path) => {
          const file = posix.join(folder, path.slice(1, -1));
          return !loaded.has(file);
        });
        return paths.length === 0
          ? `import(${specifier})`
          : `(${HELPER}(import.meta.url, [${paths.join(', ')}]), import(${specifier}))`;
      });
      const calling = callers(chunks);
      const entries = Object.values(chunks).filter((other) => other.isEntry);
      const shared = entries.length === 1 ? entries[0] : undefined;
      if (shared && chunk.fileName === shared.fileName) {
        const others = [...calling].some((file) => file !== chunk.fileName);
        if (others) return { code: `${PRELOAD_HELPER}${rendered}\nexport { ${HELPER} };\n`, map: null };
        if (calling.has(chunk.fileName)) return { code: PRELOAD_HELPER + rendered, map: null };
      } else if (calling.has(chunk.fileName)) {
        if (!shared) return { code: PRELOAD_HELPER + rendered, map: null };
        return { code: importHelper(rendered, posix.relative(folder, shared.fileName)), map: null };
      }
      return rendered === code ? null : { code: rendered, map: null };
    },
  };
}
