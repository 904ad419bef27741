import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, { types: string; import: string } | string>;
  sideEffects: boolean;
};

/** Domain folders with an index.ts: each is a public subpath. */
const domains = readdirSync(srcDir).filter(
  (name) =>
    name !== '__tests__' &&
    statSync(join(srcDir, name)).isDirectory() &&
    readdirSync(join(srcDir, name)).includes('index.ts'),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? '',
  );

describe('the package contract of @storefront-widgets/platform', () => {
  it('exports every domain folder as a subpath, types first, and has no side effects', () => {
    expect(pkg.sideEffects).toBe(false);
    for (const domain of domains) {
      expect(pkg.exports[`./${domain}`], domain).toEqual({
        types: `./dist/${domain}/index.d.ts`,
        import: `./dist/${domain}/index.js`,
      });
    }
  });

  it('lists every domain but react in the package entry', () => {
    const entry = readFileSync(join(srcDir, 'index.ts'), 'utf8');
    for (const domain of domains) {
      expect(entry.includes(`export * from './${domain}/index';`), domain).toBe(domain !== 'react');
    }
  });

  it('keeps React to the react subpath and Node built-ins out of every source file', () => {
    for (const file of sourceFiles(srcDir)) {
      const imports = importsOf(file);
      expect(
        imports.filter((name) => name.startsWith('node:')),
        file,
      ).toEqual([]);
      if (!file.includes(`${join(srcDir, 'react')}/`)) {
        expect(
          imports.filter((name) => /^(react|preact)(\/|$)/.test(name)),
          file,
        ).toEqual([]);
      }
    }
  });
});
