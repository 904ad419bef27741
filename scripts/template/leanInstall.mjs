// The template engine installed alone, as a template author installs it: its packed tarball into
// an empty folder. Offline: its third-party dependencies are npm `overrides` linking the copies in
// this repository's node_modules, so nothing is downloaded.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Packages `npm install @storefront-widgets/template` may install, the engine included. */
export const TEMPLATE_INSTALL_LIMIT = 2;

const root = resolve('.');
const dir = resolve('packages/template');

/**
 * Packs the built template package, installs the tarball into an empty project, renders a
 * template there and runs its `storefront-template` command. Returns the installed package names
 * and the problems found ('' when none).
 * @returns {{ installed: string[], problems: string[] }}
 */
export function installTemplateAlone() {
  const problems = [];
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const work = mkdtempSync(join(tmpdir(), 'storefront-template-alone-'));
  try {
    const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', work], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
    const tarball = join(work, JSON.parse(pack.stdout)[0].filename);
    const project = join(work, 'author');
    mkdirSync(project);
    const linked = (name) => {
      const nested = join(dir, 'node_modules', name);
      return `file:${existsSync(nested) ? nested : join(root, 'node_modules', name)}`;
    };
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({
        name: 'template-author',
        private: true,
        type: 'module',
        dependencies: { [pkg.name]: `file:${tarball}` },
        overrides: Object.fromEntries(
          Object.keys(pkg.dependencies ?? {}).map((name) => [name, linked(name)]),
        ),
      }),
    );
    const install = spawnSync(
      'npm',
      ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'],
      {
        cwd: project,
        encoding: 'utf8',
      },
    );
    if (install.status !== 0) {
      problems.push(`the packed template package did not install alone:\n${install.stdout}${install.stderr}`);
      return { installed: [], problems };
    }
    const lock = JSON.parse(readFileSync(join(project, 'node_modules/.package-lock.json'), 'utf8'));
    const installed = Object.keys(lock.packages)
      .filter((path) => path.startsWith('node_modules/'))
      .map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .sort();
    if (installed.length > TEMPLATE_INSTALL_LIMIT)
      problems.push(
        `installing ${pkg.name} alone installs ${installed.length} packages (at most ${TEMPLATE_INSTALL_LIMIT}): ${installed.join(', ')}`,
      );
    // It runs with only what it installed: the API and the command.
    writeFileSync(
      join(project, 'render.js'),
      `import { render } from '${pkg.name}';\n` +
        "const { output } = render('{.macro m}{@args.a}{name|html}{.end}{@|apply m a=1}{price|money}', " +
        "{ data: { name: 'A & B', price: { value: '1999', currency: 'EUR' } }, locale: 'de-DE' });\n" +
        'process.stdout.write(output);\n',
    );
    const rendered = spawnSync(process.execPath, ['render.js'], { cwd: project, encoding: 'utf8' });
    if (rendered.status !== 0 || rendered.stdout !== '1A &amp; B19,99\u00a0€')
      problems.push(
        `the template API installed alone: exit ${rendered.status}\n${rendered.stdout}${rendered.stderr}`,
      );
    writeFileSync(join(project, 'page.html'), '{.section a}');
    const bin = join(project, 'node_modules/.bin/storefront-template');
    const checked = spawnSync(bin, ['check', 'page.html'], { cwd: project, encoding: 'utf8' });
    if (
      checked.status !== 1 ||
      !checked.stderr.startsWith('page.html:1:1 Reached EOF in the middle of SECTION')
    )
      problems.push(`storefront-template installed alone: exit ${checked.status}\n${checked.stderr}`);
    return { installed, problems };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/template/leanInstall.mjs')) {
  const { installed, problems } = installTemplateAlone();
  console.log(`template installed alone: ${installed.length} packages (${installed.join(', ')})`);
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length ? 1 : 0;
}
