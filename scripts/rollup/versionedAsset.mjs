// Writes the drop-in a second time under a path that names its version, with the Subresource
// Integrity of each file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The file the integrities are written to, in the output folder and in the versioned one. */
export const SRI_FILE = 'sri.json';

/**
 * The `integrity` attribute value of `content`: `sha384-` and the base64 SHA-384 digest, the
 * algorithm the Subresource Integrity specification recommends.
 * @param {string | Uint8Array} content
 */
export function integrityOf(content) {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/**
 * A Rollup plugin that copies every file an output writes into `v<version>/` inside the output's
 * folder (`dist/storefront.js` → `dist/v1.2.0/storefront.js`, chunks and stylesheet included:
 * the loader imports its chunks by relative URL, so the copy loads its own), and records the
 * integrity of each `.js` and `.css` file in `sri.json` in both folders:
 * `{ "version": "1.2.0", "files": { "storefront.js": "sha384-…", … } }`. For each entry chunk it
 * prints the path and the `integrity` value a page's tag needs.
 *
 * Several builds write into one folder (the loader with its chunks, then the classic script):
 * the first is given `reset`, which empties the versioned folder when the build starts and
 * starts `sri.json` afresh; the others add their files to it.
 * @param {{ version: string, reset?: boolean, log?: (line: string) => void }} options
 * @returns {import('rollup').Plugin}
 */
export function versionedAsset({ version, reset = false, log = console.log }) {
  return {
    name: 'versioned-asset',
    writeBundle(options, bundle) {
      const dir = options.dir ?? dirname(options.file ?? '');
      const versioned = join(dir, `v${version}`);
      if (reset) rmSync(versioned, { recursive: true, force: true });
      const sriPath = join(dir, SRI_FILE);
      const previous = !reset && existsSync(sriPath) ? JSON.parse(readFileSync(sriPath, 'utf8')) : undefined;
      const files = previous?.version === version ? { ...previous.files } : {};
      for (const [fileName, file] of Object.entries(bundle)) {
        const content = file.type === 'chunk' ? file.code : file.source;
        mkdirSync(dirname(join(versioned, fileName)), { recursive: true });
        writeFileSync(join(versioned, fileName), content);
        if (!/\.(js|css)$/.test(fileName)) continue;
        files[fileName] = integrityOf(content);
        if (file.type === 'chunk' && file.isEntry) {
          log(`${join(versioned, fileName)} integrity="${files[fileName]}"`);
        }
      }
      const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
      const json = `${JSON.stringify({ version, files: sorted }, null, 2)}\n`;
      writeFileSync(sriPath, json);
      writeFileSync(join(versioned, SRI_FILE), json);
    },
  };
}
