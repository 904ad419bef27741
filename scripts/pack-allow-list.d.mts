export const PACK_ALLOW_LIST: Record<string, { files?: string[]; patterns: RegExp[] }>;
export function unexpectedFiles(name: string, paths: readonly string[]): string[];
