import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PREACT_ALIASES } from '../preactAliases.mjs';

/** What the first matching alias makes of a specifier, as Rollup's and Vite's alias plugins do. */
const aliased = (specifier: string) =>
  PREACT_ALIASES.find(({ find }) => find.test(specifier))?.replacement ?? specifier;

describe('PREACT_ALIASES', () => {
  it.each([
    ['react', 'preact/compat'],
    ['react/jsx-runtime', 'preact/compat/jsx-runtime'],
    ['react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'],
    ['react-dom', 'preact/compat'],
    ['react-dom/client', 'preact/compat/client'],
    ['react-dom/test-utils', 'preact/test-utils'],
  ])('%s → %s', (specifier, replacement) => {
    expect(aliased(specifier)).toBe(replacement);
  });

  it('leaves other packages alone, even ones whose names start like React', () => {
    expect(aliased('react-is')).toBe('react-is');
    expect(aliased('@storefront-widgets/react')).toBe('@storefront-widgets/react');
    expect(aliased('preact/hooks')).toBe('preact/hooks');
  });

  it('points at entry points the installed preact has', () => {
    const require = createRequire(import.meta.url);
    for (const { replacement } of PREACT_ALIASES) expect(() => require.resolve(replacement)).not.toThrow();
  });
});
