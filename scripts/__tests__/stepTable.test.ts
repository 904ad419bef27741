import { describe, expect, it } from 'vitest';
import { formatStepTable } from '../stepTable.mjs';

describe('formatStepTable', () => {
  it("lists each step's wall time and result, then the sum of the steps and the run's wall time", () => {
    const table = formatStepTable(
      [
        { title: 'lint and format', seconds: 12.34, status: 'passed' },
        { title: 'typecheck (tsc -b, incremental)', seconds: 61, status: 'passed' },
        { title: 'build', seconds: 75.06, status: 'failed' },
        { title: 'Storybook build (for the e2e tests)', seconds: 30, status: 'stopped' },
      ],
      80.5,
    );
    expect(table.split('\n')).toEqual([
      'step                                 seconds  result',
      '-----------------------------------------------------',
      'lint and format                         12.3  passed',
      'typecheck (tsc -b, incremental)         61.0  passed',
      'build                                   75.1  failed',
      'Storybook build (for the e2e tests)     30.0  stopped',
      '-----------------------------------------------------',
      'sum of the steps                       178.4',
      'wall time                               80.5',
    ]);
  });

  it('prints the wall time even when no step ran', () => {
    expect(formatStepTable([], 0.04).split('\n').at(-1)).toBe('wall time             0.0');
  });
});
