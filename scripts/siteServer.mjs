// Starts the built example store (examples/site/dist/server.js) for the browser tests, the size
// report and the benchmarks.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../examples/site/dist/server.js', import.meta.url));

/**
 * Starts the example store on a free port and resolves once it prints its URL. Extra CLI
 * arguments pass through (`--db FILE`, `--memory`, `--seed`, `--test-mode`).
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
export function startSiteServer(args, env = {}) {
  const child = spawn(process.execPath, [SERVER, '--port', '0', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    // A store that starts after the caller gave up is stopped, not left running with no owner.
    // 45 s: a loaded 2-core machine took over 20 s (the e2e hooks allow 60 s).
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      child.kill('SIGTERM');
      reject(new Error(`the example store did not start:\n${output}`));
    }, 45_000);
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`the example store exited with ${code}:\n${output}`));
    };
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /https?:\/\/[^\s]+/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({
        url: match[0].replace(/\/$/, ''),
        process: child,
        stop: (signal = 'SIGTERM') =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill(signal);
          }),
      });
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', onExit);
  });
}
