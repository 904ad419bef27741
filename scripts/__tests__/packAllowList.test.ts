import { describe, expect, it } from 'vitest';
import { unexpectedFiles } from '../pack-allow-list.mjs';

describe('unexpectedFiles', () => {
  it("allows a library's modules, declarations and documents", () => {
    expect(
      unexpectedFiles('@storefront-widgets/core', [
        'package.json',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/ApiError-Df9YbZSb.d.ts',
        'dist/money/formatMoney.js',
      ]),
    ).toEqual([]);
  });

  it('names sources, tests, source maps and stray files a tarball must not ship', () => {
    const stray = [
      'src/index.ts',
      'dist/__tests__/money.test.js',
      'dist/index.js.map',
      'dist/Button.stories.js',
      '.env',
      'API.md',
    ];
    expect(unexpectedFiles('@storefront-widgets/core', ['dist/index.js', ...stray])).toEqual(stray);
  });

  it('lets the reference backend ship its API reference', () => {
    expect(unexpectedFiles('@storefront-widgets/mock-backend', ['API.md', 'dist/cli.js'])).toEqual([]);
  });

  it("keeps the drop-in's tarball to its files, without the versioned copy", () => {
    expect(
      unexpectedFiles('@storefront-widgets/embed', [
        'dist/storefront.js',
        'dist/storefront.d.ts',
        'dist/storefront.css',
        'dist/storefront.classic.js',
        'dist/storefront-telemetry.js',
        'dist/chunks/cart-a1B2c3.js',
        'dist/manifest.json',
        'dist/sri.json',
        'dist/v1.0.0/storefront.js',
        'dist/runtime.js',
      ]),
    ).toEqual(['dist/storefront-telemetry.js', 'dist/v1.0.0/storefront.js', 'dist/runtime.js']);
  });
});
