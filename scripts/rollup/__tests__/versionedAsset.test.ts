import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { integrityOf, type SriFile, versionedAsset } from '../versionedAsset.mjs';
import { writeFixture } from './fixtures';

const readJson = (path: string): SriFile => JSON.parse(readFileSync(path, 'utf8'));

describe('integrityOf', () => {
  it("is the Subresource Integrity value: sha384- and the digest's base64", () => {
    // The SHA-384 of the empty string, a published test vector.
    expect(integrityOf('')).toBe('sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb');
    expect(integrityOf('a')).not.toBe(integrityOf('b'));
  });
});

describe('versionedAsset', () => {
  it('copies the loader and its chunks under v<version>/ and records their integrity in both folders', async () => {
    const dir = writeFixture({
      'loader.js': "export const load = () => import('./widget.js');",
      'widget.js': 'export const widget = 1;',
      'dist/v1.2.0/chunks/widget-OLDHASH.js': 'a stale chunk of an earlier build',
      'dist/v1.1.0/storefront.js': 'an earlier version, left alone',
    });
    const lines: string[] = [];
    const bundle = await rollup({
      input: { storefront: join(dir, 'loader.js') },
      plugins: [versionedAsset({ version: '1.2.0', reset: true, log: (line) => lines.push(line) })],
    });
    await bundle.write({ dir: join(dir, 'dist'), chunkFileNames: 'chunks/[name]-[hash].js' });

    const loader = readFileSync(join(dir, 'dist/storefront.js'), 'utf8');
    expect(readFileSync(join(dir, 'dist/v1.2.0/storefront.js'), 'utf8')).toBe(loader);
    // The loader's relative import finds the copy's own chunk.
    const [chunk] = readdirSync(join(dir, 'dist/v1.2.0/chunks'));
    expect(chunk).toMatch(/^widget-(?!OLDHASH)[\w-]+\.js$/);
    expect(loader).toContain(`import('./chunks/${chunk}')`);
    expect(existsSync(join(dir, 'dist/v1.1.0/storefront.js'))).toBe(true);

    const sri = readJson(join(dir, 'dist/sri.json'));
    expect(sri).toEqual({
      version: '1.2.0',
      files: {
        [`chunks/${chunk}`]: integrityOf(readFileSync(join(dir, 'dist/chunks', chunk ?? ''))),
        'storefront.js': integrityOf(loader),
      },
    });
    expect(readJson(join(dir, 'dist/v1.2.0/sri.json'))).toEqual(sri);
    expect(lines).toEqual([
      `${join(dir, 'dist/v1.2.0/storefront.js')} integrity="${sri.files['storefront.js']}"`,
    ]);
  });

  it("adds a later build's file to sri.json, and starts afresh for a new version", async () => {
    const dir = writeFixture({
      'loader.js': 'export const loader = 1;',
      'classic.js': 'window.classic = 1;',
    });
    const build = async (input: string, output: object, version: string, reset = false) => {
      const bundle = await rollup({
        input: join(dir, input),
        plugins: [versionedAsset({ version, reset, log: () => {} })],
      });
      await bundle.write(output);
    };
    await build('loader.js', { dir: join(dir, 'dist'), entryFileNames: 'storefront.js' }, '1.0.0', true);
    await build('classic.js', { file: join(dir, 'dist/storefront.classic.js'), format: 'iife' }, '1.0.0');
    expect(Object.keys(readJson(join(dir, 'dist/sri.json')).files)).toEqual([
      'storefront.classic.js',
      'storefront.js',
    ]);
    expect(readJson(join(dir, 'dist/v1.0.0/sri.json')).files['storefront.classic.js']).toBe(
      integrityOf(readFileSync(join(dir, 'dist/v1.0.0/storefront.classic.js'))),
    );

    await build('classic.js', { file: join(dir, 'dist/storefront.classic.js'), format: 'iife' }, '2.0.0');
    expect(readJson(join(dir, 'dist/sri.json'))).toEqual({
      version: '2.0.0',
      files: { 'storefront.classic.js': expect.stringMatching(/^sha384-/) },
    });
  });
});
