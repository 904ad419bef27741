export function childrenCpuSeconds(stat?: string): number | undefined;
export function machineCpuSeconds(stat?: string): number | undefined;
