import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runBuild } from './runBuild';
import { nextExampleBuild, reactExampleBuild, type SharedBuild, storybookBuild } from './sharedBuilds.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The static Storybook, built once for the run. */
    storybookDir: string;
    /** The React example's production build, built once for the run (copy it before writing). */
    reactAppDir: string;
  }
}

/**
 * What several e2e files read, built once per run before any file starts, side by side (each
 * build is a process of its own, `scripts/e2e/sharedBuilds.mjs`): the static Storybook, the
 * React example's production build and the Next.js example's (into examples/next-app/.next).
 * `STORYBOOK_STATIC_DIR` and `REACT_APP_DIST_DIR` name builds made earlier (`npm test` makes them
 * beside the unit tests), and `NEXT_APP_BUILT=1` says the Next build is made (by `npm test`, in
 * the package check's scratch project that `NEXT_APP_DIR` names); they are used as they are and
 * left in place. Each file still starts its own servers (`scripts/e2e/store.ts`,
 * `startReactApp`, `startNextApp`): nothing that changes is shared.
 */
export default async function setup(project: TestProject) {
  const made: string[] = [];
  const dirFor = (variable: string, prefix: string, build: (dir: string) => SharedBuild) => {
    const given = process.env[variable];
    if (given) return { dir: given, ready: Promise.resolve() };
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return { dir, ready: runBuild(build(dir)) };
  };
  const storybook = dirFor('STORYBOOK_STATIC_DIR', 'storybook-static-', storybookBuild);
  const reactApp = dirFor('REACT_APP_DIST_DIR', 'react-app-dist-', reactExampleBuild);
  const removeMade = () => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  };
  const nextApp = process.env.NEXT_APP_BUILT === '1' ? Promise.resolve() : runBuild(nextExampleBuild());
  try {
    await Promise.all([storybook.ready, reactApp.ready, nextApp]);
  } catch (error) {
    removeMade();
    throw error;
  }
  project.provide('storybookDir', storybook.dir);
  project.provide('reactAppDir', reactApp.dir);
  return removeMade;
}
