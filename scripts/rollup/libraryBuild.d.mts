import type { RollupOptions, WarningHandlerWithDefault } from 'rollup';

export function externalFor(pkg: {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}): (id: string) => boolean;
export function libraryInput(dir: string, entries: string[]): Record<string, string>;
export function libraryBuild(options: {
  dir: string;
  entries?: string[];
  node?: boolean;
  noTypes?: boolean;
  onwarn?: WarningHandlerWithDefault;
}): RollupOptions[];
