import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { isClientChunk } from '../clientDirective.mjs';
import { libraryBuild } from '../libraryBuild.mjs';
import { writeFixture } from './fixtures';

describe('clientDirective', () => {
  it('marks a chunk that imports React, from react itself or a subpath, and no other', () => {
    expect(isClientChunk({ imports: ['react/jsx-runtime'], dynamicImports: [] })).toBe(true);
    expect(isClientChunk({ imports: ['react-dom'], dynamicImports: [] })).toBe(true);
    expect(isClientChunk({ imports: ['react-aria', 'ky'], dynamicImports: [] })).toBe(false);
  });

  it("a library build starts its React modules with 'use client' and leaves the server-safe ones plain", async () => {
    const dir = writeFixture({
      'package.json': JSON.stringify({ peerDependencies: { react: '19' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'esnext', target: 'es2022' } }),
      'src/index.ts': "export { Button } from './Button';\nexport { parse } from './parse';\n",
      'src/server.ts': "export { parse } from './parse';\n",
      'src/Button.ts':
        "import { createElement } from 'react';\nexport const Button = () => createElement('button', null, 'Add');\n",
      'src/parse.ts': 'export const parse = (text: string) => text.trim();\n',
    });
    const [code] = libraryBuild({ dir, entries: ['server'] });
    if (!code) throw new Error('no build');
    const bundle = await rollup(code);
    await bundle.write(Array.isArray(code.output) ? (code.output[0] ?? {}) : (code.output ?? {}));
    await bundle.close();
    const built = (name: string) => readFileSync(join(dir, 'dist', name), 'utf8');
    expect(built('Button.js').startsWith("'use client';\n")).toBe(true);
    for (const name of ['index.js', 'server.js', 'parse.js']) expect(built(name)).not.toContain('use client');
    // A TypeScript build: slow on a busy machine.
  }, 90_000);
});
