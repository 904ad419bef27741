// The public API of every published package, as API Extractor reports it: one Markdown report per
// entry point of the package's `exports` (packages/<dir>/etc/<name>[-<subpath>].api.md), made
// from the built .d.ts, committed, and compared in `npm test`. A change to an export (a new
// function, a removed prop, a changed signature) fails the check until `npm run api:update`
// rewrites the reports, so the change shows up in review, beside its changeset.
//
//   node scripts/api-reports.mjs            check (after `npm run build`); exit 1 on a difference
//   node scripts/api-reports.mjs --update   rewrite the reports (`npm run api:update`)
//
// One process: the TypeScript program is built once for every entry point of every package.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  ExtractorMessageCategory,
} from '@microsoft/api-extractor';

/** Where a package keeps its reports, relative to its folder. */
export const REPORT_FOLDER = 'etc';

/**
 * The entry points of the published (not `private`) packages in `packagesDir`: every key of
 * `exports` whose target has `types`, with the report file it is checked against. `.` reports as
 * `<name>.api.md`, `./money` as `<name>-money.api.md` (`<name>` without the scope).
 * @param {string} packagesDir
 * @returns {{ packageName: string, packageDir: string, subpath: string, types: string, report: string }[]}
 */
export function apiEntries(packagesDir) {
  const entries = [];
  for (const dir of readdirSync(packagesDir).sort()) {
    const packageDir = join(packagesDir, dir);
    const manifest = join(packageDir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    if (pkg.private) continue;
    const unscoped = pkg.name.replace(/^@[^/]+\//, '');
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      const types = typeof target === 'object' && target !== null ? target.types : undefined;
      if (!types) continue;
      const suffix = subpath === '.' ? '' : `-${subpath.slice(2).replaceAll('/', '-')}`;
      entries.push({
        packageName: pkg.name,
        packageDir,
        subpath,
        types: resolve(packageDir, types),
        report: join(packageDir, REPORT_FOLDER, `${unscoped}${suffix}.api.md`),
      });
    }
  }
  return entries;
}

/** The compiler options the reports are made with: the built .d.ts as a consumer's bundler reads them. */
const COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  types: ['node'],
  // This repository's, wherever the packages checked are.
  typeRoots: [fileURLToPath(new URL('../node_modules/@types', import.meta.url))],
};

/** The messages that are about documentation style, not the API: left out of the output. */
const MESSAGES = {
  compilerMessageReporting: { default: { logLevel: 'warning' } },
  extractorMessageReporting: {
    default: { logLevel: 'none', addToApiReportFile: false },
    'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
  },
  tsdocMessageReporting: { default: { logLevel: 'none' } },
};

/**
 * Checks (or, with `update`, rewrites) the report of each entry. A report differs when the
 * entry's public API no longer matches it, is missing when it has not been written yet, and is
 * stale when no entry point produces it any more (a removed subpath); `update` deletes stale ones.
 * @param {ReturnType<typeof apiEntries>} entries
 * @param {{ update?: boolean, compilerOptions?: Record<string, unknown> }} [options]
 *   `compilerOptions`: replace some of {@link COMPILER_OPTIONS} (a test's smaller program).
 * @returns {{ changed: string[], stale: string[], errors: string[] }} report paths, error messages
 */
export function runApiReports(entries, { update = false, compilerOptions = {} } = {}) {
  const changed = [];
  const errors = [];
  const temp = mkdtempSync(join(tmpdir(), 'storefront-api-'));
  try {
    for (const { types } of entries) {
      if (!existsSync(types)) errors.push(`${types} does not exist: run \`npm run build\` first`);
    }
    if (errors.length) return { changed, stale: [], errors };
    let compilerState;
    for (const entry of entries) {
      const folder = join(entry.packageDir, REPORT_FOLDER);
      if (update) mkdirSync(folder, { recursive: true });
      const config = ExtractorConfig.prepare({
        configObject: {
          projectFolder: entry.packageDir,
          mainEntryPointFilePath: entry.types,
          compiler: {
            overrideTsconfig: {
              compilerOptions: { ...COMPILER_OPTIONS, ...compilerOptions },
              files: [entry.types],
            },
          },
          apiReport: {
            enabled: true,
            reportFolder: folder,
            reportTempFolder: temp,
            reportFileName: entry.report.slice(folder.length + 1, -'.api.md'.length),
            // A type the entry's functions use without exporting it (a forgotten export) is
            // part of the API too: its declaration is in the report, so changing it shows.
            includeForgottenExports: true,
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          newlineKind: 'lf',
          messages: MESSAGES,
        },
        configObjectFullPath: undefined,
        packageJsonFullPath: join(entry.packageDir, 'package.json'),
      });
      compilerState ??= CompilerState.create(config, {
        additionalEntryPoints: entries.map(({ types }) => types),
      });
      const result = Extractor.invoke(config, {
        localBuild: update,
        compilerState,
        messageCallback(message) {
          message.handled = true;
          // Console messages narrate the report's writing (created, changed): `result` says that.
          if (message.category === ExtractorMessageCategory.Console) return;
          if (
            message.logLevel === ExtractorLogLevel.Error ||
            message.logLevel === ExtractorLogLevel.Warning
          ) {
            errors.push(
              `${entry.packageName} (${entry.subpath}): ${message.formatMessageWithLocation(process.cwd())}`,
            );
          }
        },
      });
      if (result.apiReportChanged) changed.push(entry.report);
    }
    const wanted = new Set(entries.map(({ report }) => report));
    const stale = [...new Set(entries.map(({ packageDir }) => join(packageDir, REPORT_FOLDER)))].flatMap(
      (folder) =>
        existsSync(folder)
          ? readdirSync(folder)
              .filter((file) => file.endsWith('.api.md'))
              .map((file) => join(folder, file))
              .filter((file) => !wanted.has(file))
          : [],
    );
    if (update) for (const file of stale) rmSync(file);
    return { changed, stale, errors };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * What the command prints for `result`, and whether it succeeded: a check fails on any changed,
 * missing or stale report, both modes on an error. Paths are shown relative to `cwd`.
 * @param {ReturnType<typeof runApiReports>} result
 * @param {{ update?: boolean, count: number, seconds: string, cwd?: string }} options
 * @returns {{ ok: boolean, out: string[], err: string[] }}
 */
export function summarize(
  { changed, stale, errors },
  { update = false, count, seconds, cwd = process.cwd() },
) {
  const relative = (file) => (file.startsWith(`${cwd}/`) ? file.slice(cwd.length + 1) : file);
  const out = [];
  const err = [...errors];
  if (update) {
    for (const file of changed) out.push(`updated ${relative(file)}`);
    for (const file of stale) out.push(`deleted ${relative(file)} (no such entry point any more)`);
    if (!errors.length) out.push(`API reports: ${count} entry points written in ${seconds}s`);
    return { ok: !errors.length, out, err };
  }
  for (const file of changed) err.push(`${relative(file)} differs from the built API`);
  for (const file of stale) err.push(`${relative(file)} reports an entry point that no longer exists`);
  if (changed.length || stale.length) {
    err.push(
      'The public API changed: review the difference (git diff after `npm run api:update`), ' +
        'commit the updated reports, and add a changeset (`npm run changeset`) for the change.',
    );
  } else if (!errors.length) {
    out.push(`API reports: ${count} entry points match (${seconds}s)`);
  }
  return { ok: !err.length, out, err };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const update = process.argv.includes('--update');
  const packagesDir = resolve(
    process.argv.find((arg, index) => index > 1 && !arg.startsWith('--')) ?? 'packages',
  );
  const entries = apiEntries(packagesDir);
  const started = Date.now();
  const result = runApiReports(entries, { update });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const { ok, out, err } = summarize(result, { update, count: entries.length, seconds });
  for (const line of err) console.error(line);
  for (const line of out) console.log(line);
  if (!ok) process.exit(1);
}
