import { join } from 'node:path';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { chunkManifest, type ManifestChunk } from '../chunkManifest.mjs';
import { writeFixture } from './fixtures';

describe('chunkManifest', () => {
  it('describes every chunk: entries, imports, dynamic imports and module bytes', async () => {
    const dir = writeFixture({
      'loader.js':
        "import { log } from './log.js';\nexport const start = () => import('./widget.js').then((m) => log(m.run()));",
      'widget.js': "import { shared } from './shared.js';\nexport const run = () => shared + ' widget';",
      'other.js': "import { shared } from './shared.js';\nexport const other = () => shared + ' other';",
      'shared.js': "export const shared = 'shared';",
      'log.js': 'export const log = (text) => text;',
    });
    const build = await rollup({ input: { loader: join(dir, 'loader.js'), other: join(dir, 'other.js') } });
    const { output } = await build.generate({
      format: 'es',
      chunkFileNames: 'chunks/[name].js',
      plugins: [chunkManifest({ root: dir })],
    });
    const asset = output.find((file) => file.fileName === 'manifest.json');
    const manifest: Record<string, ManifestChunk> = JSON.parse(
      String(asset?.type === 'asset' && asset.source),
    );
    expect(manifest['loader.js']).toMatchObject({
      isEntry: true,
      isDynamicEntry: false,
      imports: [],
      dynamicImports: ['chunks/widget.js'],
    });
    expect(manifest['other.js']).toMatchObject({ isEntry: true, imports: ['chunks/shared.js'] });
    expect(Object.keys(manifest['loader.js']?.modules ?? {})).toEqual(['log.js', 'loader.js']);
    expect(manifest['chunks/widget.js']).toMatchObject({
      name: 'widget',
      isDynamicEntry: true,
      imports: ['chunks/shared.js'],
    });
    expect(manifest['chunks/shared.js']?.modules['shared.js']).toBeGreaterThan(20);
    expect(Object.keys(manifest).sort()).toEqual([
      'chunks/shared.js',
      'chunks/widget.js',
      'loader.js',
      'other.js',
    ]);
  });
});
