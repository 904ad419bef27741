import type { OutputChunk, Plugin, RollupOptions } from 'rollup';

export interface ProductPage {
  /** Absolute id of the module every widget shares (the runtime). */
  runtime: string;
  /** Absolute ids of the page's widget modules: their shared code joins the runtime. */
  widgets: string[];
  /** Absolute ids of widgets every page shows: they join the runtime whole. @default [] */
  included?: string[];
}

export function assignChunks(
  chunks: OutputChunk[],
  page: ProductPage & { name?: string },
): Map<string, string>;
export function sharedRuntimeChunk(options: ProductPage & { probe: () => RollupOptions }): Plugin;
