// `"use client"` on every built module that uses React, so a Next.js Server Component may import
// the widgets: the module becomes a client boundary instead of running React's client API on the
// server (where `createContext` does not exist). Modules without React (parsers, formatting,
// stylesheet strings) stay plain and run on the server too. Rollup drops a directive written in a
// source file (with a MODULE_LEVEL_DIRECTIVE warning) because it cannot tell which output chunk
// should keep it; this adds it to the output instead, per chunk.

/** The React modules whose import marks a client module. */
const REACT_IDS = /^(react|react-dom)(\/|$)/;

/** The directive line this plugin writes. */
export const USE_CLIENT = "'use client';\n";

/**
 * Whether a built chunk is a client module: it imports React (`react`, `react/jsx-runtime`,
 * `react-dom`, …). With `preserveModules` a chunk is one source module.
 * @param {{ imports: string[], dynamicImports: string[] }} chunk
 */
export function isClientChunk(chunk) {
  return [...chunk.imports, ...chunk.dynamicImports].some((id) => REACT_IDS.test(id));
}

/**
 * Rollup plugin: puts `'use client';` first in every output chunk that imports React.
 * @returns {import('rollup').Plugin}
 */
export function clientDirective() {
  return {
    name: 'use-client-directive',
    renderChunk(code, chunk) {
      if (!isClientChunk(chunk) || code.startsWith(USE_CLIENT)) return null;
      return { code: `${USE_CLIENT}${code}`, map: null };
    },
  };
}
