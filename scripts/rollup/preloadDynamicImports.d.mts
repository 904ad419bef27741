import type { Plugin } from 'rollup';

export function preloadDynamicImports(): Plugin;

/** The helper code the plugin defines once per build (in the entry) or per calling chunk. */
export const PRELOAD_HELPER: string;

/** The chunks already loaded when code of chunk `fileName` runs (file names). */
export function loadedChunks(
  fileName: string,
  chunks: Record<string, { imports: readonly string[] }>,
): Set<string>;
