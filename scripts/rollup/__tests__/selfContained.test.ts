import { join } from 'node:path';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { selfContained } from '../selfContained.mjs';
import { writeFixture } from './fixtures';

async function generate(files: Record<string, string>) {
  const dir = writeFixture(files);
  const bundle = await rollup({
    input: join(dir, 'entry.js'),
    external: (id) => id.startsWith('node:') || id === 'left-out',
    plugins: [selfContained()],
  });
  return bundle.generate({ format: 'es', chunkFileNames: '[name].js' });
}

describe('selfContained', () => {
  it('lets a bundle through when everything it uses is inside it', async () => {
    const { output } = await generate({
      'entry.js': "import { two } from './two.js'; export const four = two * 2;",
      'two.js': 'export const two = 2;',
    });
    expect(output.map((chunk) => chunk.fileName)).toEqual(['entry.js']);
    expect(output[0].code).toContain('const two = 2');
  });

  it('lets chunks import each other, statically and lazily', async () => {
    const { output } = await generate({
      'entry.js':
        "import { shared } from './shared.js'; export const x = shared; export const later = () => import('./family.js');",
      'family.js':
        "import { shared } from './shared.js'; export const y = shared + 1; export const deeper = () => import('./other.js');",
      'shared.js': 'export const shared = 1;',
      'other.js': 'export const other = 3;',
    });
    const chunks = Object.fromEntries(output.map((chunk) => [chunk.fileName, chunk]));
    // Rollup puts the shared code in a chunk of its own, which the family chunk imports.
    expect(chunks['family.js']).toMatchObject({ imports: ['entry2.js'], dynamicImports: ['other.js'] });
    expect(Object.keys(chunks).sort()).toEqual(['entry.js', 'entry2.js', 'family.js', 'other.js']);
  });

  it('fails the build naming the file and what it still imports', async () => {
    await expect(
      generate({ 'entry.js': "import { readFileSync } from 'node:fs'; export const read = readFileSync;" }),
    ).rejects.toThrow('entry.js must import only its own chunks, imports node:fs');
  });

  it('fails for an import left in a lazily loaded chunk, and for a lazy import of a module left out', async () => {
    await expect(
      generate({
        'entry.js': "export const later = () => import('./family.js');",
        'family.js': "export { pad } from 'left-out';",
      }),
    ).rejects.toThrow('family.js must import only its own chunks, imports left-out');
    await expect(generate({ 'entry.js': "export const later = () => import('node:zlib');" })).rejects.toThrow(
      'entry.js must import only its own chunks, imports node:zlib',
    );
  });
});
