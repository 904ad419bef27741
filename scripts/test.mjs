// `npm test`: every check. The steps run in lanes, side by side from the start (the gate's machine
// has two cores, and no single step keeps both busy from start to end); a lane's steps run one
// after another, and a step that needs another's output names it in `after` and waits until it
// has passed. So the end-to-end tests start as soon as the build, Storybook and the React example
// are there, beside the Vitest run, instead of after it. A failing step stops the run (the steps
// still running are stopped too). At the end: a table of each step's wall and CPU time, then one
// closing line, always the last, with the number of tests that passed and failed across the
// unit, component, story and browser suites. The CPU column is each step's user + system CPU
// seconds, its child processes' included (Linux's /proc), whatever ran beside it; it misses the
// processes no step waits for (Chromium's renderers), so the table ends with the whole machine's
// busy CPU over the run.
//
// Adding a step is one line in LANES: `step(title, command, args)` in the lane it belongs to, with
// `{ after: [id, …] }` when it reads what other steps make.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { childrenCpuSeconds, machineCpuSeconds } from './childCpu.mjs';
import { findChromium, MISSING_CHROMIUM } from './chromium.mjs';
import { reactExampleBuild, storybookBuild } from './e2e/sharedBuilds.mjs';
import { formatStepTable } from './stepTable.mjs';

if (!findChromium()) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}

const scratch = mkdtempSync(join(tmpdir(), 'storefront-test-'));
const storybookDir = join(scratch, 'storybook-static');
const reactAppDir = join(scratch, 'react-app-dist');
/** The package check's scratch project, kept: its `next build` is the one the Next e2e test serves. */
const nextAppDir = join(scratch, 'next-app');

/**
 * One step: `command args` with `env` added. `id` names it for the `after` of other steps, which
 * start only once it has passed. `report` is a Vitest JSON report whose counts join the closing
 * line. `yields` lowers its CPU priority (nice 10, inherited by its workers): it takes the cores
 * whenever the steps beside it wait, and never slows their waits. (Chromium, run as root, raises
 * its own busiest threads to nice -8, so beside the e2e files a yielding step gets little.)
 * @typedef {{ title: string, command: string, args: string[], env?: Record<string, string>, report?: string, id?: string, after?: string[], yields?: boolean }} Step
 */

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {{ id?: string, after?: string[], env?: Record<string, string>, yields?: boolean }} [options]
 * @returns {Step}
 */
const step = (title, command, args, options = {}) => ({ title, command, args, ...options });

/**
 * A Vitest run whose JSON report counts its tests.
 * @param {string} title
 * @param {string} name the report's file name
 * @param {string[]} args
 * @param {{ id?: string, after?: string[], env?: Record<string, string>, yields?: boolean }} [options]
 * @returns {Step}
 */
const vitest = (title, name, args, options = {}) => {
  const report = join(scratch, `${name}.json`);
  return {
    ...step(
      title,
      'node_modules/.bin/vitest',
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
      options,
    ),
    report,
  };
};

/** One of the builds the e2e files share (scripts/e2e/sharedBuilds.mjs). @returns {Step} */
const sharedBuild = (title, { args, env }, options = {}) =>
  step(title, process.execPath, args, { ...options, env });

/** What the end-to-end runs read: the shared builds made above, and the package check's `next build`. */
const E2E_ENV = {
  STORYBOOK_STATIC_DIR: storybookDir,
  REACT_APP_DIST_DIR: reactAppDir,
  NEXT_APP_BUILT: '1',
  NEXT_APP_DIR: nextAppDir,
};
/**
 * The Next.js example's e2e file serves the package check's `next build`: it runs on its own once
 * that check has passed, and the other e2e files leave it out (a path filter and a glob of it).
 */
const NEXT_E2E = 'examples/next-app/';

/**
 * @type {Step[][]} lanes → steps. The lanes start together; what holds a step back is its lane's
 * steps before it and its `after`. The build's code heads the longest chain (the code, then the
 * e2e files: more than half the gate's CPU between them), so it starts at once, its declarations
 * beside it, and the e2e run right after it; Vitest reads sources only and fills the other core
 * from the start. What reads the `.d.ts` (the package contracts, the API reports) comes after the
 * declarations in their lane.
 */
const LANES = [
  [
    // The build's code and its `.d.ts` (rollup.config.mjs, PART): only the code holds back the e2e files.
    step('build: code', 'node_modules/.bin/rollup', ['-c', '--silent', '--environment', 'PART:code'], {
      id: 'build',
    }),
    sharedBuild('React example build (for the e2e tests)', reactExampleBuild(reactAppDir)),
    vitest(
      'end-to-end tests in headless Chromium',
      'e2e',
      ['--config', 'vitest.e2e.config.ts', '--exclude', `${NEXT_E2E}**`],
      {
        after: ['storybook'],
        env: E2E_ENV,
      },
    ),
  ],
  [
    step('typecheck (tsc -b, incremental)', 'node_modules/.bin/tsc', ['-b', 'tsconfig.json']),
    step('lint and format', 'node_modules/.bin/biome', ['check', '.']),
    // Stories import the packages' sources: no package build needed.
    sharedBuild('Storybook build (for the e2e tests)', storybookBuild(storybookDir), { id: 'storybook' }),
    vitest(
      'unit, component and story tests (widgets under React 19, React 18 and preact/compat)',
      'unit',
      [],
      // Mostly computing (fake timers), beside the e2e files, which mostly wait on 10 s bounds.
      { yields: true },
    ),
  ],
  [
    step('build: declarations', 'node_modules/.bin/rollup', [
      '-c',
      '--silent',
      '--environment',
      'PART:types',
    ]),
    step('docs site (dead links fail it)', 'node_modules/.bin/vitepress', ['build', 'docs']),
    step(
      'package contracts (its next build serves the Next.js e2e test)',
      'node',
      ['scripts/check-packages.mjs'],
      {
        after: ['build'],
        env: { NEXT_APP_OUT_DIR: nextAppDir },
      },
    ),
    vitest(
      'end-to-end test of the Next.js example',
      'e2e-next',
      ['--config', 'vitest.e2e.config.ts', NEXT_E2E],
      {
        env: E2E_ENV,
      },
    ),
    step('API reports', 'node', ['scripts/api-reports.mjs']),
    step('size budgets', 'node', ['scripts/size-report.mjs']),
    step('platform size budgets', 'node', ['scripts/size-platform.mjs', '--budgeted']),
  ],
];

const counts = { passed: 0, failed: 0 };
/** @type {{ title: string, seconds: number, cpuSeconds?: number, status: 'passed' | 'failed' | 'stopped' }[]} */
const timings = [];
/** The CPU time of the children reaped so far: a step's CPU time is the rise across its exit. */
let cpuReaped = childrenCpuSeconds();
/** Children still running, to stop when another step fails. */
const running = new Set();
/** The children stopAll() stopped: their steps are 'stopped', not 'failed'. */
const stoppedChildren = new WeakSet();
/** Set once a step failed or the run was interrupted: no step starts after it. */
let stopping = false;

/**
 * Runs one step. The first lane prints as it goes; the others' output is held and
 * printed whole when the step ends, so lanes running side by side do not interleave.
 * @param {Step} step
 * @param {boolean} live
 * @returns {Promise<boolean>} whether it passed
 */
function run({ title, command, args, env = {}, report, yields }, live) {
  console.log(`\n▶ ${title}${live ? '' : ' (beside the above; its output follows when it ends)'}`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  running.add(child);
  if (yields && child.pid !== undefined) {
    try {
      // Before it starts its workers, which inherit the priority.
      setPriority(child.pid, 10);
    } catch {}
  }
  let output = '';
  if (!live) {
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
  }
  /** @type {number | undefined} */
  let cpuSeconds;
  child.once('exit', () => {
    const now = childrenCpuSeconds();
    if (now !== undefined && cpuReaped !== undefined) cpuSeconds = now - cpuReaped;
    cpuReaped = now;
  });
  return new Promise((resolve) => {
    child.once('error', (error) => {
      output += `${error.message}\n`;
    });
    child.once('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      if (report) {
        try {
          const json = JSON.parse(readFileSync(report, 'utf8'));
          counts.passed += json.numPassedTests;
          counts.failed += json.numFailedTests;
        } catch {}
      }
      if (output) console.log(`\n── ${title} ──\n${output.trimEnd()}`);
      // Stopped by stopAll(): Vitest, for one, exits with code 1 on SIGTERM instead of by the signal.
      const stopped = code !== 0 && (signal !== null || stoppedChildren.has(child)) && stopping;
      timings.push({
        title,
        seconds,
        ...(cpuSeconds === undefined ? {} : { cpuSeconds }),
        status: code === 0 ? 'passed' : stopped ? 'stopped' : 'failed',
      });
      if (code === 0) console.log(`✔ ${title} (${seconds.toFixed(1)}s)`);
      else if (stopped) console.log(`■ ${title} stopped after ${seconds.toFixed(1)}s`);
      else console.log(`✖ ${title} failed after ${seconds.toFixed(1)}s`);
      resolve(code === 0);
    });
  });
}

/** Stops the steps still running: a step failed, or the run was interrupted. */
function stopAll() {
  stopping = true;
  for (const child of running) {
    stoppedChildren.add(child);
    child.kill('SIGTERM');
  }
}

/** Prints the table and the closing line (the last line), then exits. */
function finish(started, failed) {
  rmSync(scratch, { recursive: true, force: true });
  const machineNow = machineCpuSeconds();
  const machine =
    machineNow === undefined || machineAtStart === undefined ? undefined : machineNow - machineAtStart;
  console.log(`\n${formatStepTable(timings, (Date.now() - started) / 1000, machine)}`);
  const failedTests = failed ? Math.max(counts.failed, 1) : counts.failed;
  console.log(`\ntests: ${counts.passed} passed, ${failedTests} failed`);
  process.exit(failed ? 1 : 0);
}

/** Each step with an `id`: whether it passed, once it has ended. */
const ended = new Map();
for (const lane of LANES) {
  for (const { id } of lane) {
    if (id) {
      let settle = () => {};
      const passed = new Promise((resolve) => {
        settle = resolve;
      });
      ended.set(id, { passed, settle });
    }
  }
}
for (const lane of LANES) {
  for (const { title, after = [] } of lane) {
    const unknown = after.find((id) => !ended.has(id));
    if (unknown) throw new Error(`scripts/test.mjs: "${title}" waits for "${unknown}", which no step is`);
  }
}

const started = Date.now();
const machineAtStart = machineCpuSeconds();
process.once('SIGINT', () => {
  stopAll();
  finish(started, true);
});
const results = await Promise.all(
  LANES.map(async (lane, index) => {
    let passed = true;
    for (const each of lane) {
      if (passed && !stopping) {
        const needed = await Promise.all((each.after ?? []).map((id) => ended.get(id).passed));
        passed = needed.every(Boolean) && !stopping && (await run(each, index === 0));
        if (!passed) stopAll();
      } else {
        passed = false;
      }
      // A step that never ran settles as not passed, so no step waits for it forever.
      if (each.id) ended.get(each.id).settle(passed);
    }
    return passed;
  }),
);
finish(started, results.includes(false));
