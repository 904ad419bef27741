// `npm run build` (and the first half of `npm start`): the one Rollup config, built output by
// output with a line for each, so a minute of building does not look like a hang.
// `--environment ONLY:drop-in` works as with `rollup -c`.
import { resolve } from 'node:path';
import { rollup } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';

const onlyIndex = process.argv.indexOf('--environment');
if (onlyIndex !== -1) {
  for (const pair of (process.argv[onlyIndex + 1] ?? '').split(',')) {
    const [key, value = 'true'] = pair.split(':');
    if (key) process.env[key] = value;
  }
}

/** What one config writes, e.g. `packages/core/dist (types)` or `packages/embed/dist/storefront.classic.js`. */
function describe(outputs) {
  const [first] = outputs;
  if (!first) return 'nothing';
  if (first.file) return first.file;
  const isTypes = String(first.entryFileNames ?? '').endsWith('.d.ts');
  return `${first.dir} (${isTypes ? 'types' : 'code'})`;
}

const started = Date.now();
const { options, warnings } = await loadConfigFile(resolve('rollup.config.mjs'), {});
warnings.flush();
console.log(`Building ${options.length} outputs (about a minute on two cores)…`);
for (const [index, config] of options.entries()) {
  const outputStarted = Date.now();
  const bundle = await rollup(config);
  await Promise.all(config.output.map((output) => bundle.write(output)));
  await bundle.close();
  const seconds = ((Date.now() - outputStarted) / 1000).toFixed(1);
  console.log(
    `  [${String(index + 1).padStart(2)}/${options.length}] ${describe(config.output).padEnd(52)} ${seconds.padStart(5)} s`,
  );
}
console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
