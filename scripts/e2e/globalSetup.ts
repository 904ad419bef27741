import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** Asks the kernel for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface StartedServer {
  url: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the built example-site server (`examples/site/dist/server.js`) and resolves once it
 * prints its URL. Extra CLI arguments pass through (e.g. `--db FILE`, `--memory`).
 */
export async function startSiteServer(
  args: string[],
  env: Record<string, string> = {},
): Promise<StartedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['examples/site/dist/server.js', '--port', String(port), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /https?:\/\/[^\s]+/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[0].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server for the whole e2e run, on a fresh SQLite file, in the backend's low-limit test mode. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const server = await startSiteServer(['--db', join(dir, 'e2e.sqlite'), '--seed', '--test-mode']);
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
