import { describe, expect, it } from 'vitest';
import { shareOut, shortId } from '../size-modules.mjs';

describe('shareOut', () => {
  it("shares a chunk's gzip size out by minified size, biggest first", () => {
    const rows = shareOut(1000, [
      { id: 'small.js', minified: 100 },
      { id: 'big.js', minified: 300 },
      { id: 'empty.js', minified: 0 },
    ]);
    expect(rows).toEqual([
      { id: 'big.js', minified: 300, gzip: 750 },
      { id: 'small.js', minified: 100, gzip: 250 },
      { id: 'empty.js', minified: 0, gzip: 0 },
    ]);
  });

  it('gives nothing to modules of a chunk without code', () => {
    expect(shareOut(20, [{ id: 'a.js', minified: 0 }])).toEqual([{ id: 'a.js', minified: 0, gzip: 0 }]);
  });
});

describe('shortId', () => {
  it('prints ids relative to the repository, without node_modules', () => {
    expect(shortId('/repo/packages/core/dist/cart/createCartStore.js', '/repo')).toBe(
      'packages/core/dist/cart/createCartStore.js',
    );
    expect(shortId('/repo/node_modules/preact/dist/preact.module.js', '/repo')).toBe(
      'preact/dist/preact.module.js',
    );
    expect(shortId('\0virtual', '/repo')).toBe('\0virtual');
  });
});
