import { spawn } from 'node:child_process';
import type { SharedBuild } from './sharedBuilds.mjs';

/**
 * Runs one of the shared builds (`scripts/e2e/sharedBuilds.mjs`) as a Node process of its own in
 * `cwd`, its output collected; resolves when it exits with 0, rejects with its label and its
 * whole output otherwise.
 */
export function runBuild({ label, args, env }: SharedBuild, cwd = process.cwd()): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${label} exited with ${code}:\n${output}`)),
    );
  });
}
