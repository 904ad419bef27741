import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { cleanDirectory } from '../cleanDirectory.mjs';
import { writeFixture } from './fixtures';

describe('cleanDirectory', () => {
  it("removes the last build's hashed chunks before writing the new ones", async () => {
    const dir = writeFixture({
      'entry.js': "export const load = () => import('./widget.js');",
      'widget.js': 'export const widget = 1;',
      'dist/chunks/widget-OLDHASH.js': 'stale',
      'dist/keep.txt': 'not in the cleaned folder',
    });
    const chunks = join(dir, 'dist/chunks');
    const bundle = await rollup({ input: join(dir, 'entry.js'), plugins: [cleanDirectory(chunks)] });
    await bundle.write({ dir: join(dir, 'dist'), chunkFileNames: 'chunks/[name]-[hash].js' });
    expect(readdirSync(chunks)).toEqual([expect.stringMatching(/^widget-(?!OLDHASH)[\w-]+\.js$/)]);
    expect(existsSync(join(dir, 'dist/keep.txt'))).toBe(true);
  });
});
