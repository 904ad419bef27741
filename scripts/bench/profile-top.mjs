// The top self-time functions of V8 CPU profiles (`node --cpu-prof`, `npm run bench:backend --
// --cpu-prof <dir>`). Usage: node scripts/bench/profile-top.mjs <file.cpuprofile>... [--top N]
// For each profile: the sampled time, the share spent idle (waiting for I/O), and the N functions
// with the most self time, as a share of the busy (non-idle) time, with their file and line.
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const TOP = topAt === -1 ? 15 : Number(args[topAt + 1]);
const files = args.filter((arg, index) => arg !== '--top' && index !== topAt + 1);
if (files.length === 0 || !Number.isInteger(TOP) || TOP < 1) {
  console.error('usage: node scripts/bench/profile-top.mjs <file.cpuprofile>... [--top N]');
  process.exit(2);
}

/** Where a function lives, short: `hono/dist/hono-base.js:12` or `(native)`. */
function placeOf({ url, lineNumber }) {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('node_modules/');
  const short =
    inModules === -1 ? relative(process.cwd(), path) : path.slice(inModules + 'node_modules/'.length);
  return `${short}:${lineNumber + 1}`;
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** Self time in µs per function (name + place). */
  const self = new Map();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const { callFrame } = nodes.get(id);
    total += delta;
    if (callFrame.functionName === '(idle)') {
      idle += delta;
      return;
    }
    const key = `${callFrame.functionName || '(anonymous)'}  ${placeOf(callFrame)}`;
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  const busy = total - idle;
  console.log(
    `${basename(file)}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((busy / total) * 100).toFixed(0)} %)`,
  );
  const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  for (const [key, micros] of rows) {
    console.log(`  ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
  console.log('');
}
