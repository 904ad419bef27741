import type { Plugin } from 'rollup';

/** What `sri.json` holds. */
export interface SriFile {
  version: string;
  /** File path relative to the folder → `sha384-…`. */
  files: Record<string, string>;
}

export const SRI_FILE: string;
export function integrityOf(content: string | Uint8Array): string;
export function versionedAsset(options: {
  version: string;
  reset?: boolean;
  log?: (line: string) => void;
}): Plugin;
