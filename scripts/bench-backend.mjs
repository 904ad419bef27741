// `npm run bench:backend`: HTTP throughput and latency of the reference backend (issue 3).
//
// Each server runs in its own child process (scripts/bench/backend-server.mjs) on 127.0.0.1, and
// autocannon drives it from this process, so client and server never share one event loop.
// Cases, all in one run: a bare Hono hello-world (the baseline), then GET the cart and POST an
// add-to-cart against the reference backend with SQLite file storage and with memory storage.
// `npm run bench:backend -- --cpu-prof <dir>` also writes a V8 CPU profile of each case's measured
// seconds (`<case>.cpuprofile`, taken in the server) into <dir>; read them with
// scripts/bench/profile-top.mjs. Profiling slows the server: take the table from a run without it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BACKEND_DIST = join(ROOT, 'packages/mock-backend/dist/index.js');
const SERVER_SCRIPT = join(ROOT, 'scripts/bench/backend-server.mjs');

/** Open connections autocannon keeps busy. */
const CONNECTIONS = 64;
/** Measured seconds per case. */
const DURATION_S = 5;
/** Unmeasured seconds per case before the measurement (JIT, caches, SQLite page cache). */
const WARMUP_S = 1;
/** Carts the add-to-cart case spreads its POSTs over: one entry holds at most 9999 units. */
const SESSIONS = 64;
/** The whole run is killed after this long, whatever happens. */
const RUN_LIMIT_MS = 180_000;

const CART_PATH = '/api/commerce/shopping-cart';
const ENTRIES_PATH = '/api/commerce/shopping-cart/entries';
/** An unlimited-stock product, so stock never runs out during the run. */
const ADD_BODY = JSON.stringify({ itemId: 'prod-poster', sku: 'POSTER-A3', quantity: 1 });

if (!existsSync(BACKEND_DIST)) {
  console.error(
    `bench:backend needs the built reference backend, and ${BACKEND_DIST} is missing.\n` +
      'Build it first: npx rollup -c --silent   (or npm run build)',
  );
  process.exit(1);
}

const profileFlag = process.argv.indexOf('--cpu-prof');
/** Folder for the servers' CPU profiles, when asked for with `--cpu-prof <dir>`. */
const PROFILE_DIR = profileFlag === -1 ? undefined : process.argv[profileFlag + 1];
if (PROFILE_DIR) mkdirSync(resolvePath(PROFILE_DIR), { recursive: true });
if (profileFlag !== -1 && !PROFILE_DIR) {
  console.error('bench:backend: --cpu-prof needs a folder: --cpu-prof <dir>');
  process.exit(2);
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
const tempDirs = new Set();
function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.once('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
setTimeout(() => {
  console.error(`bench:backend: gave up after ${RUN_LIMIT_MS / 1000} s`);
  process.exit(1);
}, RUN_LIMIT_MS).unref();

/**
 * Starts one server child and resolves with its base URL once it listens.
 * @param {'hello' | 'memory' | 'sqlite'} kind
 * @param {string[]} args
 * @param {string} profileName the CPU profile's file name (without `.cpuprofile`) under `--cpu-prof`
 */
function startServer(kind, args = [], profileName = kind) {
  const child = spawn(process.execPath, [SERVER_SCRIPT, kind, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  children.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start:\n${output}`)), 20_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          /** The server process's CPU time so far (user + system), in µs. */
          cpuMicros: async () => {
            const { cpuUsage } = await ask(child, 'cpu-usage');
            return cpuUsage.user + cpuUsage.system;
          },
          /** Starts a CPU profile of the server, or stops it and writes `<name>.cpuprofile`. */
          profile: (action) =>
            ask(child, {
              profile: action,
              file: resolvePath(PROFILE_DIR ?? '.', `${profileName}.cpuprofile`),
            }),
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done(undefined);
              child.once('exit', () => {
                children.delete(child);
                done(undefined);
              });
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Sends a server child a message and resolves with its answer. The timer also keeps this process
 * alive meanwhile: a pending IPC answer alone does not.
 */
function ask(child, message) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not answer ${JSON.stringify(message)}`)),
      60_000,
    );
    child.once('message', (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    child.send(message);
  });
}

/** `name=value` pairs of a response's Set-Cookie headers, merged into a jar. */
function keepCookies(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}
const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * One shopper: GET the cart (the server sets the `crumb` cookie), then one add-to-cart (the server
 * creates the cart and sets `CART`). Every later request carries these cookies and the crumb.
 */
async function createSession(base) {
  const jar = new Map();
  const first = await fetch(base + CART_PATH);
  if (!first.ok) throw new Error(`GET ${CART_PATH} answered ${first.status}`);
  keepCookies(jar, first);
  const crumb = jar.get('crumb');
  if (!crumb) throw new Error(`GET ${CART_PATH} set no crumb cookie`);
  const headers = { cookie: cookieHeader(jar), 'x-csrf-token': crumb, 'content-type': 'application/json' };
  const added = await fetch(base + ENTRIES_PATH, { method: 'POST', headers, body: ADD_BODY });
  if (!added.ok) throw new Error(`POST ${ENTRIES_PATH} answered ${added.status}: ${await added.text()}`);
  keepCookies(jar, added);
  if (!jar.has('CART')) throw new Error(`POST ${ENTRIES_PATH} set no CART cookie`);
  return { cookie: cookieHeader(jar), crumb };
}

/** Units in all the sessions' carts, read back after the run. */
async function unitsInCarts(base, sessions) {
  let total = 0;
  for (const { cookie } of sessions) {
    const response = await fetch(base + CART_PATH, { headers: { cookie } });
    const cart = await response.json();
    total += cart.entries.reduce((sum, entry) => sum + entry.quantity, 0);
  }
  return total;
}

/**
 * Runs autocannon for the warm-up, then for the measurement, and reads the server's CPU time
 * around the measurement; `requests` are prebuilt, so the client does no per-request work.
 */
async function measure(name, server, requests) {
  process.stderr.write(`  ${name} …\n`);
  const options = { url: server.url, connections: CONNECTIONS, timeout: 10, requests };
  const warmup = await autocannon({ ...options, duration: WARMUP_S });
  if (PROFILE_DIR) await server.profile('start');
  const cpuBefore = await server.cpuMicros();
  const result = await autocannon({ ...options, duration: DURATION_S });
  const cpuMicros = (await server.cpuMicros()) - cpuBefore;
  if (PROFILE_DIR) await server.profile('stop');
  return { name, result, warmup, cpuMicros };
}

const rows = [];
/** 2xx answers to add-to-cart per storage, warm-up included, to check against the carts. */
const problems = [];

/** Starts a server for one case and opens the shoppers' sessions on it. */
async function serverWithSessions(label, args, profileName) {
  const server = await startServer(label, args, profileName);
  const sessions = [];
  for (let index = 0; index < SESSIONS; index++) sessions.push(await createSession(server.url));
  return { server, sessions };
}

/**
 * GET cart and POST cart entries on one storage, each case on a server of its own (so a CPU
 * profile holds one case's work only); `args(case)` is the server's arguments.
 * @param {'sqlite' | 'memory'} label
 * @param {(name: 'get' | 'post') => string[]} args
 */
async function benchStorage(label, args) {
  const reader = await serverWithSessions(label, args('get'), `${label}-get`);
  try {
    const getRequests = reader.sessions.map(({ cookie }) => ({
      method: 'GET',
      path: CART_PATH,
      headers: { cookie },
    }));
    rows.push(await measure(`GET  cart           (${label})`, reader.server, getRequests));
  } finally {
    await reader.server.stop();
  }
  const writer = await serverWithSessions(label, args('post'), `${label}-post`);
  try {
    const { server, sessions } = writer;
    const postRequests = sessions.map(({ cookie, crumb }) => ({
      method: 'POST',
      path: ENTRIES_PATH,
      headers: { cookie, 'x-csrf-token': crumb, 'content-type': 'application/json' },
      body: ADD_BODY,
    }));
    const post = await measure(`POST cart entries   (${label})`, server, postRequests);
    rows.push(post);
    // Every 2xx add must be in a cart: proves the answers were real adds, not cached refusals.
    // Requests still in flight when the warm-up and the measurement stop reach the server but are
    // not counted by autocannon, so the carts may hold up to one extra unit per connection each time.
    const added = SESSIONS + post.result['2xx'] + post.warmup['2xx'];
    const units = await unitsInCarts(server.url, sessions);
    const uncounted = units - added;
    if (uncounted < 0 || uncounted > 2 * CONNECTIONS) {
      problems.push(`${label}: carts hold ${units} units but ${added} adds answered 2xx`);
    } else {
      process.stderr.write(
        `  ${label}: carts hold ${units} units = ${added} counted adds + ${uncounted} in flight at a stop ✓\n`,
      );
    }
  } finally {
    await writer.server.stop();
  }
}

const command = process.env.npm_lifecycle_event
  ? `npm run ${process.env.npm_lifecycle_event}`
  : `node ${process.argv.slice(1).join(' ')}`;
const cpu = cpus();
const startLoad = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');

try {
  process.stderr.write('bench:backend running (about 45 s)…\n');
  const hello = await startServer('hello');
  try {
    rows.push(await measure('GET  / hello-world  (bare Hono)', hello, [{ method: 'GET', path: '/' }]));
  } finally {
    await hello.stop();
  }
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  tempDirs.add(dir);
  await benchStorage('sqlite', (name) => [join(dir, `bench-${name}.sqlite`)]);
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
  await benchStorage('memory', () => []);
} catch (error) {
  console.error(`bench:backend failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  cleanUp();
  process.exit(1);
}

/** Server CPU time per answer of a case, in µs. */
const cpuPerAnswer = ({ result, cpuMicros }) => cpuMicros / Math.max(1, result.requests.total);
const baseline = rows[0]?.result.requests.average ?? 0;
const baselineCpu = rows[0] ? cpuPerAnswer(rows[0]) : 0;
const table = [
  [
    'case',
    'req/s (avg)',
    'vs hello',
    'CPU µs/answer',
    'CPU vs hello',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
  ],
];
for (const row of rows) {
  const { name, result, warmup } = row;
  const rps = result.requests.average;
  const cpuMicros = cpuPerAnswer(row);
  table.push([
    name,
    rps.toFixed(0),
    baseline ? `${((rps / baseline) * 100).toFixed(0)} %` : '-',
    cpuMicros.toFixed(0),
    // The share of bare Hono's answers per CPU second this case gives: its req/s on a core of its own.
    cpuMicros ? `${((baselineCpu / cpuMicros) * 100).toFixed(0)} %` : '-',
    result.latency.p50.toFixed(1),
    result.latency.p99.toFixed(1),
    String(result.non2xx),
    String(result.errors + result.timeouts),
  ]);
  for (const [phase, run] of [
    ['warm-up', warmup],
    ['measured', result],
  ]) {
    if (!run.non2xx && !run.errors && !run.timeouts) continue;
    const codes = Object.entries(run.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(', ');
    problems.push(
      `${name.trim()} (${phase}): ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts (${codes})`,
    );
  }
}
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
const line = (row) =>
  `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;

console.log('');
console.log(`command:   ${command}`);
console.log(`node:      ${process.version}`);
console.log(
  `cpu:       ${cpu[0]?.model ?? 'unknown'} × ${cpu.length} cores (load average at start: ${startLoad})`,
);
console.log(
  `setup:     autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s measured per case; ` +
    'each server in its own child process on 127.0.0.1 (client in this process)',
);
console.log(
  `           cart cases use ${SESSIONS} shoppers (crumb + CART cookies, X-CSRF-Token), add-to-cart body ${ADD_BODY}`,
);
console.log(
  '           addToCart rate limit raised to 1e9/s; SQLite = temp file (removed), NODE_ENV=production',
);
console.log('');
console.log(line(table[0]));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of table.slice(1)) console.log(line(row));
console.log('');
console.log('Note: the machine is shared with other work (2 cores); client and server compete for them, so');
console.log('compare cases within one run rather than across runs. "CPU vs hello" is the least');
console.log("sensitive to the load: bare Hono's CPU per answer over the case's.");
if (problems.length) {
  console.log('');
  console.log('!!! INVALID RUN: not every request succeeded !!!');
  for (const problem of problems) console.log(`!!! ${problem}`);
  process.exitCode = 1;
} else {
  console.log('All requests answered 2xx (0 non-2xx, 0 errors); every add-to-cart is in a cart.');
}
