import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One entry of a Storybook build's `index.json`. */
export interface StoryIndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/**
 * Builds the static Storybook into `outputDir` (`storybook build --quiet`, run from the repository
 * root). Rejects with the build's output when it fails.
 */
export function buildStorybook(outputDir: string, cwd = process.cwd()): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(cwd, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', outputDir, '--quiet'],
      { cwd, env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`storybook build exited with ${code}:\n${output}`)),
    );
  });
}

/** The stories (not docs pages) listed in a build's `index.json`, in index order. */
export async function readStoryIndex(outputDir: string): Promise<StoryIndexEntry[]> {
  const index = JSON.parse(await readFile(join(outputDir, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryIndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** The ids of the docs pages listed in a build's `index.json` (one per component with autodocs). */
export async function readDocsIndex(outputDir: string): Promise<string[]> {
  const index = JSON.parse(await readFile(join(outputDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .map((entry) => entry.id);
}
