// `npm test`: every check, in the order that fails fastest. Prints one closing line with the
// number of tests that passed and failed across the unit, component, story and browser suites.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, MISSING_CHROMIUM } from './chromium.mjs';

if (!findChromium()) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}

const reports = mkdtempSync(join(tmpdir(), 'storefront-test-'));
const counts = { passed: 0, failed: 0 };

/** Runs one step; a failing step stops the run with its exit code. */
function step(title, command, args, { env = {}, report } = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (report) {
    try {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      counts.passed += json.numPassedTests;
      counts.failed += json.numFailedTests;
    } catch {}
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    console.log(`\ntests: ${counts.passed} passed, ${Math.max(counts.failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

const vitest = (name, args, env) => {
  const report = join(reports, `${name}.json`);
  return [
    [
      'node_modules/.bin/vitest',
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    ],
    { env, report },
  ];
};

step('typecheck', 'node_modules/.bin/tsc', ['-p', 'tsconfig.json', '--noEmit']);
step('lint and format', 'node_modules/.bin/biome', ['check', '.']);
step('docs site (dead links fail it)', 'node_modules/.bin/vitepress', ['build', 'docs']);
step('build', 'node_modules/.bin/rollup', ['-c', '--silent']);
step('package contracts', 'node', ['scripts/check-packages.mjs']);
step('API reports', 'node', ['scripts/api-reports.mjs']);
{
  const [[cmd, args], opts] = vitest('unit-react', []);
  step('unit, component and story tests (React 19)', cmd, args, opts);
}
{
  const [[cmd, args], opts] = vitest('unit-react18', ['--project', 'widgets'], {
    STOREFRONT_RENDERER: 'react18',
  });
  step('widget tests under React 18', cmd, args, opts);
}
{
  const [[cmd, args], opts] = vitest('unit-preact', ['--project', 'widgets'], {
    STOREFRONT_RENDERER: 'preact',
  });
  step('widget tests under preact/compat', cmd, args, opts);
}
step('size budgets', 'node', ['scripts/size-report.mjs']);
step('platform size budgets', 'node', ['scripts/size-platform.mjs']);
{
  const [[cmd, args], opts] = vitest('e2e', ['--config', 'vitest.e2e.config.ts']);
  step('end-to-end tests in headless Chromium', cmd, args, opts);
}
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
