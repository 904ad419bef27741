export function formatStepTable(
  steps: { title: string; seconds: number; cpuSeconds?: number; status: 'passed' | 'failed' | 'stopped' }[],
  wallSeconds: number,
  machineCpuSeconds?: number,
): string;
