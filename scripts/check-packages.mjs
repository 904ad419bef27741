// Checks each published package's contract, after `npm run build`:
// 1. npm pack, then each tarball's files against its allow-list (scripts/pack-allow-list.mjs);
// 2. publint on each tarball: exports map, types first, files list;
//    then Are the Types Wrong (as `attw --profile esm-only`) on each tarball: every entry
//    point's types resolve, under Node's ESM and bundlers alike;
// 3. the tarballs installed into a scratch project outside the repository, as a React developer
//    installs them: its TypeScript build (strict, nodenext, library types checked) and a Node run
//    of scripts/pack-consumer/app.tsx (every widget rendered on the server) must succeed, and so
//    must `next build` of the Next.js example's pages (examples/next-app/src) in that project.
// Offline: the tarballs are installed by npm with --offline, and their third-party dependencies
// are npm `overrides` linking the copies already in this repository's node_modules, so nothing is
// downloaded. A scratch project outside the repository cannot reach an undeclared dependency.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { problemKindInfo } from '@arethetypeswrong/core/problems';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { freePort } from './e2e/freePort.mjs';
import { unexpectedFiles } from './pack-allow-list.mjs';
import { installTemplateAlone } from './template/leanInstall.mjs';

const root = resolve('.');
/** Packages that run in a browser page only (the drop-in script mounts widgets as it loads). */
const BROWSER_ONLY = new Set(['@storefront-widgets/embed']);
const bin = (name) => join(root, 'node_modules/.bin', name);
const packages = readdirSync('packages')
  .map((dir) => ({
    dir: `packages/${dir}`,
    pkg: JSON.parse(readFileSync(`packages/${dir}/package.json`, 'utf8')),
  }))
  .filter(({ pkg }) => !pkg.private);

/**
 * The scratch project's next.config.mjs: the example's rewrites (same origin, to the reference
 * backend at `STOREFRONT_API_ORIGIN` when it builds, as the example's own config), its own tsconfig
 * (the project's is Node's nodenext one), and a Turbopack root above both the project and the
 * repository, whose node_modules the third-party dependencies are links into.
 */
const NEXT_CONFIG = `const apiOrigin = process.env.STOREFRONT_API_ORIGIN ?? 'http://127.0.0.1:8787';
export default {
  async rewrites() {
    return [{ source: '/api/:path*', destination: \`\${apiOrigin}/api/:path*\` }];
  },
  typescript: { tsconfigPath: 'tsconfig.next.json' },
  turbopack: { root: '/' },
  outputFileTracingRoot: '/',
  experimental: { turbopackFileSystemCacheForBuild: false },
};
`;
/** What create-next-app writes, for the copied app/ and lib/. */
const NEXT_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    isolatedModules: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    incremental: true,
    plugins: [{ name: 'next' }],
  },
  include: ['next-env.d.ts', 'app', 'lib', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
  exclude: ['node_modules'],
};

/** The resolutions `attw --profile esm-only` ignores: an ESM-only package need not serve them. */
const ESM_ONLY_IGNORES = ['node10', 'node16-cjs'];

let problems = 0;
const fail = (message) => {
  problems += 1;
  console.error(message);
};

/** Runs a command; its output is shown only when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

// A Next.js Server Component may import any built module: each one that imports React must be a
// client boundary ('use client' first), or `next build` runs React's client API on the server.
let clientModules = 0;
for (const { dir, pkg } of packages) {
  if (!pkg.peerDependencies?.react) continue;
  const files = readdirSync(join(dir, 'dist'), { recursive: true }).filter((file) =>
    String(file).endsWith('.js'),
  );
  for (const file of files.map(String)) {
    const code = readFileSync(join(dir, 'dist', file), 'utf8');
    if (!/^import[^;]*from\s*['"](react|react-dom)(\/[^'"]*)?['"]/m.test(code)) continue;
    clientModules += 1;
    if (!code.startsWith("'use client';"))
      fail(`${pkg.name}: dist/${file} imports React without 'use client' first`);
  }
}
console.log(`'use client': ${clientModules} built modules that import React checked`);

const work = mkdtempSync(join(tmpdir(), 'storefront-pack-'));
/**
 * `NEXT_APP_OUT_DIR` (set by `npm test`): the scratch project is made there and kept, so that its
 * `next build` of the Next.js example, from the tarballs, is also the build the example's
 * end-to-end test serves (`NEXT_APP_DIR`) instead of a second `next build` of the same pages. Its
 * rewrites then pass /api to a port free now, written to `.next/storefront-e2e.json` as
 * scripts/e2e/buildNextApp.mjs does.
 */
const keptConsumer = process.env.NEXT_APP_OUT_DIR;
try {
  const tarballDir = join(work, 'tarballs');
  mkdirSync(tarballDir);
  const pack = spawnSync(
    'npm',
    ['pack', '--json', '--pack-destination', tarballDir, ...packages.flatMap(({ dir }) => ['-w', dir])],
    { encoding: 'utf8' },
  );
  if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  const packed = JSON.parse(pack.stdout);
  const tarballOf = new Map(packed.map((entry) => [entry.name, join(tarballDir, entry.filename)]));
  for (const { name, files } of packed) {
    const unexpected = unexpectedFiles(
      name,
      files.map(({ path }) => path),
    );
    if (unexpected.length) {
      fail(`${name}: the tarball holds files its allow-list does not allow:\n  ${unexpected.join('\n  ')}`);
    }
  }
  console.log(`tarball contents: ${packed.length} packages within their allow-lists`);

  // publint reads each tarball packed above, in this process: what is published, without a
  // second `npm pack` of its own per package.
  for (const { pkg } of packages) {
    const data = readFileSync(tarballOf.get(pkg.name));
    const tarball = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    const { messages } = await publint({ pack: { tarball }, level: 'warning', strict: true });
    for (const message of messages) fail(`${pkg.name}: ${formatMessage(message, pkg) ?? message.code}`);
  }
  console.log(`publint: ${packages.length} packages checked`);

  // Are the Types Wrong's own library, in this process: the `attw` command loads its TypeScript
  // afresh for every tarball (3.5 CPU s before it checks anything). Same check as
  // `attw <tarball> --profile esm-only`: a problem fails unless it belongs to a resolution that
  // profile ignores (node10, node16-cjs), as the command's exit code decides.
  for (const { pkg } of packages) {
    // A stylesheet export (the drop-in's storefront.css) has no types to check.
    const stylesheets = Object.keys(pkg.exports).filter((key) => key.endsWith('.css'));
    const analysis = await checkPackage(
      createPackageFromTarballData(new Uint8Array(readFileSync(tarballOf.get(pkg.name)))),
      stylesheets.length ? { excludeEntrypoints: stylesheets } : {},
    );
    const problems = analysis.types
      ? analysis.problems.filter(
          (problem) => !('resolutionKind' in problem) || !ESM_ONLY_IGNORES.includes(problem.resolutionKind),
        )
      : [];
    if (problems.length) {
      fail(
        `${pkg.name}: Are the Types Wrong found problems\n${problems
          .map((problem) => `  ${problemKindInfo[problem.kind].title}: ${JSON.stringify(problem)}`)
          .join('\n')}`,
      );
    }
  }
  console.log(`attw (esm-only): ${packages.length} tarballs checked`);

  // The scratch project: the tarballs, React, and every third-party dependency linked from here.
  const scratch = keptConsumer ?? join(work, 'consumer');
  mkdirSync(join(scratch, 'src'), { recursive: true });
  // Where npm installed a dependency here: nested in the workspace when hoisting was blocked.
  const linked = (name, dir = '.') => {
    const nested = join(root, dir, 'node_modules', name);
    return `file:${existsSync(nested) ? nested : join(root, 'node_modules', name)}`;
  };
  const thirdParty = new Map([
    ['react', linked('react')],
    ['react-dom', linked('react-dom')],
    ['next', linked('next')],
  ]);
  for (const { dir, pkg } of packages) {
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) {
      if (!name.startsWith('@storefront-widgets/') && !thirdParty.has(name))
        thirdParty.set(name, linked(name, dir));
    }
  }
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify(
      {
        name: 'storefront-consumer',
        private: true,
        type: 'module',
        dependencies: Object.fromEntries(
          packages.map(({ pkg }) => [pkg.name, `file:${tarballOf.get(pkg.name)}`]),
        ),
        devDependencies: Object.fromEntries(
          ['@types/react', '@types/react-dom', '@types/node', 'next', 'typescript'].map((name) => [
            name,
            linked(name),
          ]),
        ),
        overrides: Object.fromEntries(thirdParty),
      },
      null,
      2,
    ),
  );
  const install = run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: scratch,
  });
  if (!install.ok) throw new Error(`the packed packages did not install:\n${install.output}`);

  // Every public entry point, imported by name: its types must load and its module must run in
  // Node, except the drop-in's, which mounts widgets on the page it loads in: its types only.
  const entriesOf = (list) =>
    list.flatMap(({ pkg }) =>
      Object.keys(pkg.exports)
        .filter((key) => key !== './package.json' && !key.endsWith('.css'))
        .map((key) => `${pkg.name}${key.slice(1)}`),
    );
  const entries = entriesOf(packages.filter(({ pkg }) => !BROWSER_ONLY.has(pkg.name)));
  const browserEntries = entriesOf(packages.filter(({ pkg }) => BROWSER_ONLY.has(pkg.name)));
  writeFileSync(
    join(scratch, 'src/browserEntries.ts'),
    browserEntries.map((entry, index) => `export type * as browserEntry${index} from '${entry}';\n`).join(''),
  );
  writeFileSync(
    join(scratch, 'src/entryModules.ts'),
    `${entries.map((entry, index) => `import * as entry${index} from '${entry}';\n`).join('')}` +
      `export const entryModules: Record<string, object> = {\n${entries.map((entry, index) => `  '${entry}': entry${index},\n`).join('')}};\n`,
  );
  for (const file of ['app.tsx', 'entries.ts']) {
    cpSync(join(root, 'scripts/pack-consumer', file), join(scratch, 'src', file));
  }
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        jsx: 'react-jsx',
        strict: true,
        exactOptionalPropertyTypes: true,
        skipLibCheck: false,
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: ['node'],
        outDir: 'dist',
        rootDir: 'src',
      },
      include: ['src'],
    }),
  );
  const tsc = run(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: scratch });
  if (!tsc.ok) fail(`the scratch project's TypeScript build failed:\n${tsc.output}`);
  else {
    for (const file of ['entries.js', 'app.js']) {
      const node = run(process.execPath, [join('dist', file)], {
        cwd: scratch,
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (node.ok) console.log(`scratch project: ${node.output}`);
      else fail(`the scratch project's dist/${file} failed:\n${node.output}`);
    }
  }

  // The Next.js recipe, from the tarballs: the example app's pages (examples/next-app/src: Server
  // Components importing the widgets directly, the provider module, the layout) built by
  // `next build`, which type-checks them against the published types and renders the static pages.
  cpSync(join(root, 'examples/next-app/src/app'), join(scratch, 'app'), { recursive: true });
  cpSync(join(root, 'examples/next-app/src/lib'), join(scratch, 'lib'), { recursive: true });
  writeFileSync(join(scratch, 'next.config.mjs'), NEXT_CONFIG);
  writeFileSync(join(scratch, 'tsconfig.next.json'), JSON.stringify(NEXT_TSCONFIG, null, 2));
  const apiOrigin = keptConsumer ? `http://127.0.0.1:${await freePort()}` : undefined;
  const started = Date.now();
  const next = run(process.execPath, [join(scratch, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: scratch,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...(apiOrigin ? { STOREFRONT_API_ORIGIN: apiOrigin } : {}),
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (!next.ok) fail(`next build of the Next.js example from the tarballs failed:\n${next.output}`);
  else if (!/\/products\/\[id\]/.test(next.output))
    fail(`next build listed no product page:\n${next.output}`);
  else {
    console.log(`scratch project: next build of the Next.js example passed (${seconds} s)`);
    if (apiOrigin)
      writeFileSync(join(scratch, '.next/storefront-e2e.json'), `${JSON.stringify({ apiOrigin })}\n`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

// The built `storefront-template` command runs as installed: render prints the page, check
// prints file:line:col message and exits 1.
{
  const bin = JSON.parse(readFileSync('packages/template/package.json', 'utf8')).bin['storefront-template'];
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bin-'));
  const write = (name, text) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const run = (...args) =>
    spawnSync(process.execPath, [join('packages/template', bin), ...args], { encoding: 'utf8' });
  const page = write('page.html', '<h1>{title|html}</h1>');
  const data = write('data.json', '{"title": "A & B"}');
  const bad = write('bad.html', '{.section a}');
  const rendered = run('render', page, '--json', data);
  const checked = run('check', page, bad);
  const expected = `${bad}:1:1 Reached EOF in the middle of SECTION — 1:1 {.section a} is never closed; add {.end}\n`;
  if (rendered.status !== 0 || rendered.stdout !== '<h1>A &amp; B</h1>') {
    problems += 1;
    console.error(
      `storefront-template render: exit ${rendered.status}\n${rendered.stdout}${rendered.stderr}`,
    );
  }
  if (checked.status !== 1 || checked.stderr !== expected) {
    problems += 1;
    console.error(`storefront-template check: exit ${checked.status}\n${checked.stderr}`);
  }
  rmSync(dir, { recursive: true, force: true });
}

// The template engine installed alone brings only what it runs (issue 26).
{
  const { installed, problems: found } = installTemplateAlone();
  for (const problem of found) fail(problem);
  console.log(`template installed alone: ${installed.length} packages (${installed.join(', ')})`);
}

if (problems) {
  console.error(`${problems} package contract problem(s)`);
  process.exit(1);
}
console.log('package contracts: ok');
