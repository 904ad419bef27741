// What each chunk of the drop-in is made of: `npm run size -- --modules [name…]` builds the
// drop-in in memory (nothing is written) and lists, for every chunk whose file name contains one
// of the names (every chunk without names), its gzip size and its biggest modules, each with its
// estimated share of that gzip size. A module's share is its code minified alone, as a fraction
// of the chunk's modules minified alone, times the chunk's gzip size: an estimate (gzip works on
// the whole file), good for ranking what to move or trim. Needs the libraries built
// (`npm run build`); takes about a minute.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';
import { minify } from 'terser';

/** Where the code-split drop-in is written (rollup.config.mjs). */
const DROP_IN_DIR = 'packages/embed/dist';
/** Modules listed per chunk. */
const TOP = 25;

/**
 * Shares a chunk's gzip size out among its modules in proportion to their minified sizes.
 * @param {number} chunkGzip bytes
 * @param {{ id: string, minified: number }[]} modules each module's code minified alone, in bytes
 * @returns {{ id: string, minified: number, gzip: number }[]} biggest first; the shares sum to `chunkGzip`
 */
export function shareOut(chunkGzip, modules) {
  const total = modules.reduce((sum, module) => sum + module.minified, 0);
  return modules
    .map((module) => ({ ...module, gzip: total === 0 ? 0 : (module.minified / total) * chunkGzip }))
    .sort((a, b) => b.gzip - a.gzip || a.id.localeCompare(b.id));
}

/**
 * A module id as the listing prints it: relative to `root`, `node_modules/` left out.
 * @param {string} id
 * @param {string} root absolute path of the repository
 */
export function shortId(id, root) {
  const relative = id.startsWith(`${root}/`) ? id.slice(root.length + 1) : id;
  return relative.replace(/^(?:.*\/)?node_modules\//, '');
}

/** The drop-in's code-split build from rollup.config.mjs, without the plugin that empties `dist/chunks`. */
async function dropInBuild() {
  process.env.ONLY = 'drop-in';
  const { options, warnings } = await loadConfigFile(resolve('rollup.config.mjs'), {});
  warnings.flush();
  const config = options.find((entry) => entry.output.some((output) => output.dir === DROP_IN_DIR));
  if (!config) throw new Error(`rollup.config.mjs has no build into ${DROP_IN_DIR}`);
  return {
    ...config,
    plugins: config.plugins.filter((plugin) => plugin && plugin.name !== 'clean-directory'),
  };
}

/** Minified size of one module's rendered code, its top-level names kept (other modules use them). */
async function minifiedSize(code) {
  const result = await minify(code, { ecma: 2020, module: false, toplevel: false, compress: { passes: 2 } });
  return result.code?.length ?? 0;
}

async function main(names) {
  const root = process.cwd();
  const config = await dropInBuild();
  const bundle = await rollup(config);
  const { output } = await bundle.generate(config.output.find((entry) => entry.dir === DROP_IN_DIR));
  await bundle.close();
  const chunks = output
    .filter((file) => file.type === 'chunk')
    .filter((chunk) => names.length === 0 || names.some((name) => chunk.fileName.includes(name)))
    .map((chunk) => ({ chunk, gzip: gzipSync(chunk.code, { level: 9 }).length }))
    .sort((a, b) => Number(b.chunk.isEntry) - Number(a.chunk.isEntry) || b.gzip - a.gzip);
  const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
  for (const { chunk, gzip } of chunks) {
    const modules = [];
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.code) modules.push({ id: shortId(id, root), minified: await minifiedSize(module.code) });
    }
    const rows = shareOut(gzip, modules);
    console.log(`${chunk.fileName.padEnd(58)} ${kb(gzip).padStart(10)} gzip, ${rows.length} modules`);
    for (const row of rows.slice(0, TOP)) {
      console.log(
        `  ${row.id.padEnd(70)} ${kb(row.gzip).padStart(9)} ${`${row.minified} B min`.padStart(12)}`,
      );
    }
    if (rows.length > TOP) console.log(`  … ${rows.length - TOP} more`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main(process.argv.slice(2).filter((arg) => !arg.startsWith('--')));
}
