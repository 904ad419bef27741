import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiEntries, runApiReports, summarize } from '../api-reports.mjs';

const created: string[] = [];
afterEach(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Each check builds a TypeScript program: seconds, not milliseconds, on a busy machine more.

/** A packages folder with one built package, `@fixture/greeter`, whose `.` and `./extra` entries have types. */
function packagesFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-reports-'));
  created.push(dir);
  const pkg = join(dir, 'greeter');
  mkdirSync(join(pkg, 'dist'), { recursive: true });
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({
      name: '@fixture/greeter',
      version: '1.0.0',
      type: 'module',
      exports: {
        '.': { types: './dist/index.d.ts', import: './dist/index.js' },
        './extra': { types: './dist/extra.d.ts', import: './dist/extra.js' },
        './package.json': './package.json',
      },
    }),
  );
  writeFileSync(
    join(pkg, 'dist/index.d.ts'),
    'interface Options {\n  loud?: boolean;\n}\n/** Greets. */\nexport declare function greet(name: string, options?: Options): string;\n',
  );
  writeFileSync(join(pkg, 'dist/extra.d.ts'), 'export declare const EXTRA: 1;\n');
  mkdirSync(join(dir, 'private'));
  writeFileSync(join(dir, 'private/package.json'), JSON.stringify({ name: 'x', private: true }));
  return dir;
}

/** The fixture needs neither the DOM's types nor Node's: a program of seconds less. */
const compilerOptions = { lib: ['ES2022'], types: [] };
const check = (dir: string) => runApiReports(apiEntries(dir), { compilerOptions });
const update = (dir: string) => runApiReports(apiEntries(dir), { update: true, compilerOptions });

describe('API reports', () => {
  it("names one report per typed entry point of each published package's exports", () => {
    const dir = packagesFolder();
    expect(apiEntries(dir).map(({ subpath, report }) => [subpath, report])).toEqual([
      ['.', join(dir, 'greeter/etc/greeter.api.md')],
      ['./extra', join(dir, 'greeter/etc/greeter-extra.api.md')],
    ]);
  });

  it('fails the check when an export is added, or a type it uses changes, until the reports are updated', () => {
    const dir = packagesFolder();
    expect(update(dir)).toMatchObject({ errors: [] });
    const report = join(dir, 'greeter/etc/greeter.api.md');
    const written = readFileSync(report, 'utf8');
    expect(written).toContain('export function greet(name: string, options?: Options): string;');
    expect(check(dir)).toEqual({ changed: [], stale: [], errors: [] });

    const types = join(dir, 'greeter/dist/index.d.ts');
    const original = readFileSync(types, 'utf8');
    writeFileSync(types, `${original}export declare function farewell(name: string): string;\n`);
    const failed = summarize(check(dir), { count: 2, seconds: '1.0', cwd: dir });
    expect(failed.ok).toBe(false);
    expect(failed.err).toEqual([
      'greeter/etc/greeter.api.md differs from the built API',
      expect.stringContaining('npm run api:update'),
    ]);
    // The check leaves the committed report as it was.
    expect(readFileSync(report, 'utf8')).toBe(written);

    // A type the entry uses without exporting it is part of its API as well.
    writeFileSync(types, original.replace('loud?: boolean;', 'loud: boolean;'));
    expect(update(dir).changed).toEqual([report]);
    expect(readFileSync(report, 'utf8')).toContain('loud: boolean;');
  }, 120_000);

  it('fails on a report whose entry point is gone, and on a package that is not built', () => {
    const dir = packagesFolder();
    update(dir);
    const manifest = join(dir, 'greeter/package.json');
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    delete pkg.exports['./extra'];
    writeFileSync(manifest, JSON.stringify(pkg));
    expect(check(dir).stale).toEqual([join(dir, 'greeter/etc/greeter-extra.api.md')]);

    rmSync(join(dir, 'greeter/dist'), { recursive: true });
    const failed = spawnSync(process.execPath, ['scripts/api-reports.mjs', dir], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('index.d.ts does not exist: run `npm run build` first');
  }, 60_000);
});
