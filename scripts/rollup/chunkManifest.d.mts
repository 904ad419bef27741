import type { Plugin } from 'rollup';

/** One chunk as `manifest.json` describes it. */
export interface ManifestChunk {
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Module path → bytes it contributes before minification. */
  modules: Record<string, number>;
}

export function chunkManifest(options?: { root?: string }): Plugin;
