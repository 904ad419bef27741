import { describe, expect, it } from 'vitest';
import { childrenCpuSeconds, machineCpuSeconds } from '../childCpu.mjs';
import { formatStepTable } from '../stepTable.mjs';

describe('formatStepTable', () => {
  it("lists each step's wall time, CPU time and result, then the sums and the run's wall time", () => {
    const table = formatStepTable(
      [
        { title: 'lint and format', seconds: 12.34, cpuSeconds: 20.06, status: 'passed' },
        { title: 'typecheck (tsc -b, incremental)', seconds: 61, cpuSeconds: 58.5, status: 'passed' },
        { title: 'build', seconds: 75.06, cpuSeconds: 101, status: 'failed' },
        { title: 'Storybook build (for the e2e tests)', seconds: 30, cpuSeconds: 4.44, status: 'stopped' },
      ],
      80.5,
    );
    expect(table.split('\n')).toEqual([
      'step                                 seconds    CPU s  result',
      '--------------------------------------------------------------',
      'lint and format                         12.3     20.1  passed',
      'typecheck (tsc -b, incremental)         61.0     58.5  passed',
      'build                                   75.1    101.0  failed',
      'Storybook build (for the e2e tests)     30.0      4.4  stopped',
      '--------------------------------------------------------------',
      'sum of the steps                       178.4    184.0',
      'wall time                               80.5',
    ]);
  });

  it('shows - for a step without a CPU figure, and then no CPU sum', () => {
    const lines = formatStepTable([{ title: 'build', seconds: 2, status: 'passed' }], 2).split('\n');
    expect(lines[2]).toBe('build                 2.0        -  passed');
    expect(lines[4]).toBe('sum of the steps      2.0        -');
  });

  it("ends with the whole machine's busy CPU seconds and the cores they kept busy, when given", () => {
    const lines = formatStepTable(
      [{ title: 'e2e', seconds: 500, cpuSeconds: 430, status: 'passed' }],
      500,
      985,
    ).split('\n');
    expect(lines.slice(-3)).toEqual([
      'sum of the steps           500.0    430.0',
      'wall time                  500.0',
      'the whole machine, busy             985.0  1.97 cores on average',
    ]);
  });

  it('prints the wall time even when no step ran', () => {
    expect(formatStepTable([], 0.04).split('\n').at(-1)).toBe('wall time             0.0');
  });
});

describe('childrenCpuSeconds', () => {
  it("reads the waited-for children's user and system ticks from /proc/self/stat", () => {
    // A command name with spaces and a parenthesis, as /proc prints it; cutime 1234, cstime 66.
    const stat = '4242 (node (gate) x) S 1 4242 4242 0 -1 4194304 100 0 0 0 57 9 1234 66 20 0 11 0';
    expect(childrenCpuSeconds(stat)).toBe(13);
  });

  it('gives no figure for text it cannot read', () => {
    expect(childrenCpuSeconds('garbage')).toBeUndefined();
  });
});

describe('machineCpuSeconds', () => {
  it("adds the machine's user, nice, system, irq, softirq and steal ticks, not idle nor iowait", () => {
    const stat = 'cpu  1000 50 300 90000 700 20 10 5 0 0\ncpu0 500 25 150 45000 350 10 5 2 0 0\n';
    expect(machineCpuSeconds(stat)).toBe(13.85);
  });

  it('gives no figure for text it cannot read', () => {
    expect(machineCpuSeconds('intr 1 2 3')).toBeUndefined();
    expect(machineCpuSeconds('cpu 1 2')).toBeUndefined();
  });
});
