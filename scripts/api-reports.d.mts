export const REPORT_FOLDER: string;

/** One entry point of a published package and the report it is checked against. */
export interface ApiEntry {
  packageName: string;
  packageDir: string;
  subpath: string;
  /** The entry's built declaration file (absolute). */
  types: string;
  /** The report's path (absolute). */
  report: string;
}

export function apiEntries(packagesDir: string): ApiEntry[];
export function runApiReports(
  entries: ApiEntry[],
  options?: { update?: boolean; compilerOptions?: Record<string, unknown> },
): { changed: string[]; stale: string[]; errors: string[] };
export function summarize(
  result: { changed: string[]; stale: string[]; errors: string[] },
  options: { update?: boolean; count: number; seconds: string; cwd?: string },
): { ok: boolean; out: string[]; err: string[] };
