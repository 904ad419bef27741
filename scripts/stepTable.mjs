// The table `npm test` prints at the end: each step's wall time and CPU time, in the order the
// steps ended.

/**
 * Formats the steps' times as a table: one row per step (its wall seconds, its CPU seconds, user
 * plus system, of the step's processes, and whether it passed, failed or was stopped), then the
 * sum of the steps' times (more wall time than the run's when steps ran side by side), and the
 * run's wall time. The CPU sum over the machine's cores is the least wall time the steps could
 * take on an idle machine. A step without a CPU figure (not Linux) shows `-`. Given the whole
 * machine's busy CPU seconds over the run, a last row shows them and the cores they kept busy on
 * average: every process counted, those no step waited for too (Chromium's renderers), and
 * whatever else ran on the machine meanwhile.
 * @param {{ title: string, seconds: number, cpuSeconds?: number, status: 'passed' | 'failed' | 'stopped' }[]} steps
 * @param {number} wallSeconds the whole run, start to end
 * @param {number} [machineCpuSeconds] the machine's busy CPU seconds from start to end
 * @returns {string}
 */
export function formatStepTable(steps, wallSeconds, machineCpuSeconds) {
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  const cpu = (seconds) => (seconds === undefined ? '-' : seconds.toFixed(1));
  const cpus = steps.map((step) => step.cpuSeconds);
  const rows = [
    ...steps.map((step) => [step.title, step.seconds.toFixed(1), cpu(step.cpuSeconds), step.status]),
    [
      'sum of the steps',
      sum(steps.map((step) => step.seconds)).toFixed(1),
      cpus.includes(undefined) ? '-' : sum(cpus).toFixed(1),
      '',
    ],
    ['wall time', wallSeconds.toFixed(1), '', ''],
    ...(machineCpuSeconds === undefined
      ? []
      : [
          [
            'the whole machine, busy',
            '',
            machineCpuSeconds.toFixed(1),
            wallSeconds > 0 ? `${(machineCpuSeconds / wallSeconds).toFixed(2)} cores on average` : '',
          ],
        ]),
  ];
  const width = Math.max('step'.length, ...rows.map(([title]) => title.length));
  const line = (title, seconds, cpuSeconds, status) =>
    `${title.padEnd(width)}  ${seconds.padStart(7)}  ${cpuSeconds.padStart(7)}  ${status}`.trimEnd();
  const rule = '-'.repeat(width + (2 + 7) * 2 + 2 + 'stopped'.length);
  return [
    line('step', 'seconds', 'CPU s', 'result'),
    rule,
    ...rows.slice(0, steps.length).map((row) => line(...row)),
    rule,
    ...rows.slice(steps.length).map((row) => line(...row)),
  ].join('\n');
}
