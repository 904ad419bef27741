import type { ChildProcess } from 'node:child_process';

export interface StartedServer {
  /** Origin the store listens on, e.g. `http://localhost:41234`. */
  url: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function startSiteServer(args: string[], env?: Record<string, string>): Promise<StartedServer>;
