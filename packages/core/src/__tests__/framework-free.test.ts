import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

it('no source file of @storefront-widgets/core imports react or preact', () => {
  const files = sourceFiles(srcDir);
  expect(files.length).toBeGreaterThan(20);
  const offenders = files.filter((file) =>
    /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](?:react|preact)(?:[/'"-])/.test(
      readFileSync(file, 'utf8'),
    ),
  );
  expect(offenders).toEqual([]);
});

it('no .tsx files (no JSX) in core', () => {
  expect(sourceFiles(srcDir).filter((file) => file.endsWith('.tsx'))).toEqual([]);
});
