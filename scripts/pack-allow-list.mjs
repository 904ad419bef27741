// What each published tarball may hold: anything else (a source file, a test, a source map, a
// stray build artefact, a file a `files` entry pulls in by accident) fails `npm test`.

/** Files every package may ship besides its build: the manifest and its documentation. */
const DOCUMENTS = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];

/** A library's build: ES modules and bundled declarations, anywhere under `dist/`. */
const LIBRARY_BUILD = /^dist\/(?:[\w-]+\/)*[\w.-]+\.(?:js|d\.ts)$/;

/** What a file name must not say, whatever pattern it matches. */
const NEVER = /(?:^|\/)__tests__\/|\.(?:test|spec|stories)\.|\.map$/;

/**
 * Each published package's allowed files besides {@link DOCUMENTS}, by package name; a package
 * not listed here is a library ({@link LIBRARY_BUILD}).
 * @type {Record<string, { files?: string[], patterns: RegExp[] }>}
 */
export const PACK_ALLOW_LIST = {
  // The drop-in: the loader, its chunks, the stylesheet (telemetry is a chunk), the classic script, the
  // chunk manifest and the integrity of each file. Its versioned copy (`dist/v<version>/`) is
  // for a site's own CDN; the registry's URL of a package is versioned already.
  '@storefront-widgets/embed': {
    files: [
      'dist/storefront.js',
      'dist/storefront.d.ts',
      'dist/storefront.css',
      'dist/storefront.classic.js',
      'dist/manifest.json',
      'dist/sri.json',
    ],
    patterns: [/^dist\/chunks\/[\w.-]+\.js$/],
  },
  // The reference backend ships its API reference (seeded ids, credentials, every endpoint).
  '@storefront-widgets/mock-backend': { files: ['API.md'], patterns: [LIBRARY_BUILD] },
};

/**
 * The paths of a packed package that its allow-list does not allow, in the order given.
 * @param {string} name the package's name
 * @param {readonly string[]} paths the tarball's paths, relative to its `package/` folder
 * @returns {string[]}
 */
export function unexpectedFiles(name, paths) {
  const { files = [], patterns } = PACK_ALLOW_LIST[name] ?? { patterns: [LIBRARY_BUILD] };
  const allowed = new Set([...DOCUMENTS, ...files]);
  return paths.filter(
    (path) => NEVER.test(path) || !(allowed.has(path) || patterns.some((pattern) => pattern.test(path))),
  );
}
