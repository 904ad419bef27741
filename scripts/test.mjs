// `npm test`: every check. Steps run in phases; a phase's lanes run side by side (two cores), the
// steps of a lane one after another, and a phase starts when the one before it has passed. A
// failing step stops the run (the steps still running are stopped too). At the end: a table of
// each step's wall and CPU time, then one closing line, always the last, with the number of
// tests that passed and failed across the unit, component, story and browser suites. The CPU
// column is each step's user + system CPU seconds, its child processes' included (Linux's /proc).
//
// Adding a step is one line in PHASES: `step(title, command, args)` in the lane it belongs to
// (a lane of its own in a phase runs it beside the others).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childrenCpuSeconds } from './childCpu.mjs';
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
 * One step: `command args` with `env` added. `report` is a Vitest JSON report whose counts join
 * the closing line.
 * @typedef {{ title: string, command: string, args: string[], env?: Record<string, string>, report?: string }} Step
 */

/** @returns {Step} */
const step = (title, command, args, env) => ({ title, command, args, ...(env ? { env } : {}) });

/** A Vitest run whose JSON report counts its tests. @returns {Step} */
const vitest = (title, name, args = []) => {
  const report = join(scratch, `${name}.json`);
  return {
    title,
    command: 'node_modules/.bin/vitest',
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    report,
  };
};

/** One of the builds the e2e files share (scripts/e2e/sharedBuilds.mjs). @returns {Step} */
const sharedBuild = (title, { args, env }) => step(title, process.execPath, args, env);

/** @type {Step[][][]} phases → lanes → steps */
const PHASES = [
  [
    [
      step('typecheck (tsc -b, incremental)', 'node_modules/.bin/tsc', ['-b', 'tsconfig.json']),
      step('docs site (dead links fail it)', 'node_modules/.bin/vitepress', ['build', 'docs']),
    ],
    [
      step('lint and format', 'node_modules/.bin/biome', ['check', '.']),
      // Stories import the packages' sources: no package build needed.
      sharedBuild('Storybook build (for the e2e tests)', storybookBuild(storybookDir)),
    ],
    [step('build', 'node_modules/.bin/rollup', ['-c', '--silent'])],
  ],
  [
    [vitest('unit, component and story tests (widgets under React 19, React 18 and preact/compat)', 'unit')],
    [
      step(
        'package contracts (its next build serves the Next.js e2e test)',
        'node',
        ['scripts/check-packages.mjs'],
        {
          NEXT_APP_OUT_DIR: nextAppDir,
        },
      ),
      step('API reports', 'node', ['scripts/api-reports.mjs']),
      step('size budgets', 'node', ['scripts/size-report.mjs']),
      step('platform size budgets', 'node', ['scripts/size-platform.mjs']),
      sharedBuild('React example build (for the e2e tests)', reactExampleBuild(reactAppDir)),
    ],
  ],
  [
    [
      {
        ...vitest('end-to-end tests in headless Chromium', 'e2e', ['--config', 'vitest.e2e.config.ts']),
        env: {
          STORYBOOK_STATIC_DIR: storybookDir,
          REACT_APP_DIST_DIR: reactAppDir,
          NEXT_APP_BUILT: '1',
          NEXT_APP_DIR: nextAppDir,
        },
      },
    ],
  ],
];

const counts = { passed: 0, failed: 0 };
/** @type {{ title: string, seconds: number, cpuSeconds?: number, status: 'passed' | 'failed' | 'stopped' }[]} */
const timings = [];
/** The CPU time of the children reaped so far: a step's CPU time is the rise across its exit. */
let cpuReaped = childrenCpuSeconds();
/** Children still running, to stop when another step fails. */
const running = new Set();
/** Set once a step failed or the run was interrupted: no step starts after it. */
let stopping = false;

/**
 * Runs one step. The first lane of a phase prints as it goes; the others' output is held and
 * printed whole when the step ends, so lanes running side by side do not interleave.
 * @param {Step} step
 * @param {boolean} live
 * @returns {Promise<boolean>} whether it passed
 */
function run({ title, command, args, env = {}, report }, live) {
  console.log(`\n▶ ${title}${live ? '' : ' (beside the above; its output follows when it ends)'}`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  running.add(child);
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
      const stopped = signal !== null && stopping;
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
  for (const child of running) child.kill('SIGTERM');
}

/** Prints the table and the closing line (the last line), then exits. */
function finish(started, failed) {
  rmSync(scratch, { recursive: true, force: true });
  console.log(`\n${formatStepTable(timings, (Date.now() - started) / 1000)}`);
  const failedTests = failed ? Math.max(counts.failed, 1) : counts.failed;
  console.log(`\ntests: ${counts.passed} passed, ${failedTests} failed`);
  process.exit(failed ? 1 : 0);
}

const started = Date.now();
process.once('SIGINT', () => {
  stopAll();
  finish(started, true);
});
for (const lanes of PHASES) {
  const results = await Promise.all(
    lanes.map(async (lane, index) => {
      for (const each of lane) {
        if (stopping) return false;
        if (!(await run(each, index === 0))) {
          stopAll();
          return false;
        }
      }
      return true;
    }),
  );
  if (results.includes(false)) finish(started, true);
}
finish(started, false);
