import type { OutputChunk, Plugin } from 'rollup';

export interface ProductPage {
  /** Absolute id of the module every widget shares (the runtime). */
  runtime: string;
  /** Absolute ids of the page's widget modules: their shared code joins the runtime. */
  widgets: string[];
  /** Absolute ids of widgets every page shows: they join the runtime whole. @default [] */
  included?: string[];
  /**
   * Absolute id of the module the page loads after mounting (the HTTP client): the chunks it
   * imports, but for the loader's and the runtime's, join its chunk. @default none
   */
  interactive?: string;
  /**
   * Absolute id of a widget's module loaded after mounting (the add-to-cart click's code): the
   * chunks it imports that no other file of the page imports join its chunk. @default none
   */
  click?: string;
}

export function assignChunks(
  chunks: OutputChunk[],
  page: ProductPage & { name?: string },
): Map<string, string>;
export function sharedRuntimeChunk(options: ProductPage): Plugin;
