// `npm run size`: the drop-in's size report, then the platform subpaths' (each given the command's
// arguments, so `npm run size -- --verbose` lists the files of both); fails if either does.
// `npm run size -- --modules [name…]` lists what the drop-in's chunks are made of instead
// (scripts/size-modules.mjs).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const scripts = args.includes('--modules')
  ? ['scripts/size-modules.mjs']
  : ['scripts/size-report.mjs', 'scripts/size-platform.mjs'];
for (const script of scripts) {
  const { status } = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
