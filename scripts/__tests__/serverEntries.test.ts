// A Next.js Server Component imports a package's `/server` entry and runs it on the server, where
// React's client API does not exist: nothing that entry loads may import React.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const PACKAGES = [
  'react',
  'add-to-cart-button',
  'cart-pill',
  'restock-form',
  'site-form',
  'installment-pill',
  'cart',
];
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The file an import of `from` names: a relative source file, or another package's `/server` entry. */
function resolveImport(specifier: string, from: string): string | undefined {
  const workspace = /^@storefront-widgets\/([a-z-]+)\/server$/.exec(specifier);
  if (workspace) return resolve('packages', workspace[1] ?? '', 'src/server.ts');
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
}

/** Every bare import (packages, not files) reached from `entry` through value imports. */
function bareImportsOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Type-only specifiers inside braces are erased; a line importing only types is skipped above.
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? '';
      const next = resolveImport(specifier, file);
      if (next) visit(next);
      else if (!specifier.startsWith('.')) bare.add(specifier);
    }
  };
  visit(resolve(entry));
  return bare;
}

describe('the /server entries', () => {
  it.each(PACKAGES)(
    '@storefront-widgets/%s/server loads no React, directly or through its imports',
    (name) => {
      const imports = [...bareImportsOf(`packages/${name}/src/server.ts`)];
      expect(
        imports.filter((id) => /^(react|react-dom)(\/|$)/.test(id) || id === `@storefront-widgets/react`),
      ).toEqual([]);
      expect(
        imports.every((id) => id.startsWith('@storefront-widgets/') || id === 'intl-messageformat'),
      ).toBe(true);
    },
  );

  it('parses a product on the server into the props <AddToCartButton> takes', async () => {
    const { parseProduct } = await import('@storefront-widgets/add-to-cart-button/server');
    const { createCatalogue } = await import('@storefront-widgets/test-utils');
    const product = createCatalogue()[0];
    const parsed = parseProduct(product);
    expect(typeof parsed).toBe('object');
    expect(parsed).toMatchObject({ id: product?.id });
  });
});
