export function formatStepTable(
  steps: { title: string; seconds: number; status: 'passed' | 'failed' | 'stopped' }[],
  wallSeconds: number,
): string;
