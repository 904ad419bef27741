import { join } from 'node:path';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { selfContained } from '../selfContained.mjs';
import { writeFixture } from './fixtures';

async function generate(files: Record<string, string>) {
  const dir = writeFixture(files);
  const bundle = await rollup({
    input: join(dir, 'entry.js'),
    external: (id) => id.startsWith('node:'),
    plugins: [selfContained()],
  });
  return bundle.generate({ format: 'es', inlineDynamicImports: true });
}

describe('selfContained', () => {
  it('lets a bundle through when everything it uses is inside it', async () => {
    const { output } = await generate({
      'entry.js': "import { two } from './two.js'; export const four = two * 2;",
      'two.js': 'export const two = 2;',
    });
    expect(output[0].code).toContain('const two = 2');
  });

  it('fails the build naming the file and what it still imports', async () => {
    await expect(
      generate({ 'entry.js': "import { readFileSync } from 'node:fs'; export const read = readFileSync;" }),
    ).rejects.toThrow('entry.js must import nothing, imports node:fs');
  });
});
