// Empties a folder when a build starts.
import { rmSync } from 'node:fs';

/**
 * A Rollup plugin that deletes `dir` when the build starts. Chunk names carry content hashes, so
 * without it every build's chunks would pile up in dist, and in the published package.
 * @param {string} dir
 */
export function cleanDirectory(dir) {
  return {
    name: 'clean-directory',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
