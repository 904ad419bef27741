import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The repository's root: commands start there, and a bundle's external packages resolve from its node_modules. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The bound of the hook that bundles a command (`beforeAll(…, BUNDLE_TIMEOUT_MS)`), not Vitest's
 * 10 s: it runs once per file, and in `npm test` the unit run has a low priority beside the e2e
 * files' Chromium, so its half a CPU second may wait long for a core.
 */
export const BUNDLE_TIMEOUT_MS = 120_000;

/** A command's TypeScript entry bundled into one file that plain `node` runs. */
export interface BundledCommand {
  /** The bundle's path, for `spawn(process.execPath, [path, ...args], { cwd: REPOSITORY_ROOT })`. */
  readonly path: string;
  /** Deletes the bundle (call it in `afterAll`). */
  remove(): void;
}

/**
 * Bundles a command (its entry, e.g. `packages/template/src/cli.ts`, and every source it imports,
 * through the workspace's tsconfig paths) into one ES module, so a test starts the command as a
 * user does (its own process, arguments, stdin, stdout, exit code) without compiling TypeScript
 * at every start. Starting a source entry through tsx costs about 1.5 CPU seconds a process; the
 * bundle about 0.2. That matters in `npm test`, where the unit run yields its cores to the e2e
 * files' Chromium (scripts/test.mjs): a test that started tsx five times could wait a minute there.
 * The installed, built command is still checked by `scripts/check-packages.mjs`.
 * @param external packages left to Node to load from node_modules, e.g. a native addon
 */
export async function bundleCommand(
  entry: string,
  external: readonly string[] = [],
): Promise<BundledCommand> {
  // Inside the root's node_modules, so an external package resolves as from the repository.
  const cache = join(REPOSITORY_ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'storefront-test-command-'));
  const path = join(dir, 'command.mjs');
  await build({
    entryPoints: [join(REPOSITORY_ROOT, entry)],
    outfile: path,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The ES build where a dependency ships both (jsonc-parser's UMD main requires dynamically).
    mainFields: ['module', 'main'],
    external: [...external],
    logLevel: 'error',
  });
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
