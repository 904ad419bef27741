import type { Plugin } from 'rollup';

export interface StylesheetSources {
  /** The base stylesheet file. */
  base: string;
  /** Built package entries whose `…Css` string exports join, in cascade order. */
  packages: { name: string; entry: string }[];
}

export function buildStylesheet(options: StylesheetSources): Promise<string>;
export function widgetStylesheet(options: StylesheetSources & { fileName: string }): Plugin;
