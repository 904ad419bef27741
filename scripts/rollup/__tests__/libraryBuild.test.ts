import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalFor, libraryBuild, libraryInput } from '../libraryBuild.mjs';
import { writeFixture } from './fixtures';

describe('libraryBuild', () => {
  it('leaves dependencies, peers (workspace packages too) and Node built-ins as imports', () => {
    const external = externalFor({
      dependencies: { ky: '1.14.3', '@storefront-widgets/core': '0.1.0' },
      peerDependencies: { react: '19' },
    });
    for (const id of [
      'ky',
      'ky/distribution/index.js',
      'react',
      'react/jsx-runtime',
      'node:fs',
      'fs',
      '@storefront-widgets/core',
      '@storefront-widgets/core/money',
    ])
      expect(external(id), id).toBe(true);
    for (const id of ['kyx', 'react-dom', 'zustand', './local.js']) expect(external(id), id).toBe(false);
  });

  it('bundles a workspace package the package does not declare, into dist/bundled/', () => {
    const external = externalFor({ dependencies: { 'jsonc-parser': '3.3.1' } });
    expect(external('@storefront-widgets/platform/colors')).toBe(false);
    const dir = writeFixture({ 'src/index.ts': '', 'package.json': '{}', 'tsconfig.json': '{}' });
    const [code] = libraryBuild({ dir });
    const names = code?.output as { entryFileNames: (chunk: { name: string }) => string };
    expect(names.entryFileNames({ name: 'plugins/core/coreFormatters' })).toBe(
      'plugins/core/coreFormatters.js',
    );
    expect(names.entryFileNames({ name: 'platform/dist/colors/isLightColor' })).toBe(
      'bundled/platform/colors/isLightColor.js',
    );
  });

  it('takes index and the named entries, .ts or .tsx, and skips entries without a file', () => {
    const dir = writeFixture({ 'src/index.ts': '', 'src/cli.ts': '', 'src/widget.tsx': '' });
    expect(libraryInput(dir, ['cli', 'widget', 'browser'])).toEqual({
      index: join(dir, 'src/index.ts'),
      cli: join(dir, 'src/cli.ts'),
      widget: join(dir, 'src/widget.tsx'),
    });
  });

  it('builds code then types, code only with noTypes, and nothing for a package without sources', () => {
    const dir = writeFixture({
      'src/index.ts': 'export const a = 1;',
      'package.json': '{}',
      'tsconfig.json': '{}',
    });
    const [code, types] = libraryBuild({ dir });
    expect(code?.output).toMatchObject({
      dir: `${dir}/dist`,
      preserveModules: true,
    });
    expect(types?.output).toMatchObject({ entryFileNames: '[name].d.ts' });
    expect(libraryBuild({ dir, noTypes: true })).toHaveLength(1);
    expect(libraryBuild({ dir: writeFixture({ 'package.json': '{}' }) })).toEqual([]);
  });
});
