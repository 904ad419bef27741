import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One entry of a Storybook build's `index.json`. */
export interface StoryIndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
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
