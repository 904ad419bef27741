import type { Plugin } from 'rollup';

export function preloadDynamicImports(): Plugin;

/** The helper code the plugin adds to a chunk whose dynamic imports preload. */
export const PRELOAD_HELPER: string;
