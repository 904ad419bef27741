// The table `npm test` prints at the end: each step's wall time, in the order the steps ended.

/**
 * Formats the steps' wall times as a table: one row per step (its seconds and whether it passed,
 * failed or was stopped), then the run's wall time and the sum of the steps' times (more than the
 * wall time when steps ran side by side).
 * @param {{ title: string, seconds: number, status: 'passed' | 'failed' | 'stopped' }[]} steps
 * @param {number} wallSeconds the whole run, start to end
 * @returns {string}
 */
export function formatStepTable(steps, wallSeconds) {
  const sum = steps.reduce((total, step) => total + step.seconds, 0);
  const rows = [
    ...steps.map((step) => [step.title, step.seconds.toFixed(1), step.status]),
    ['sum of the steps', sum.toFixed(1), ''],
    ['wall time', wallSeconds.toFixed(1), ''],
  ];
  const width = Math.max('step'.length, ...rows.map(([title]) => title.length));
  const line = (title, seconds, status) =>
    `${title.padEnd(width)}  ${seconds.padStart(7)}  ${status}`.trimEnd();
  return [
    line('step', 'seconds', 'result'),
    '-'.repeat(width + 2 + 7 + 2 + 'stopped'.length),
    ...rows.slice(0, -2).map((row) => line(...row)),
    '-'.repeat(width + 2 + 7 + 2 + 'stopped'.length),
    ...rows.slice(-2).map((row) => line(...row)),
  ].join('\n');
}
