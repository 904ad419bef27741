// Checks each published package's contract with publint (exports map, types first, files list),
// and that the built commands run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

let problems = 0;
for (const dir of readdirSync('packages')) {
  const pkgDir = `packages/${dir}`;
  const pkg = JSON.parse(readFileSync(`${pkgDir}/package.json`, 'utf8'));
  if (pkg.private) continue;
  const { messages } = await publint({ pkgDir, level: 'warning', strict: true });
  for (const message of messages) {
    problems += 1;
    console.error(`${pkg.name}: ${formatMessage(message, pkg) ?? message.code}`);
  }
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
  const expected = `${bad}:1:1 Reached EOF in the middle of SECTION\n`;
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

if (problems) {
  console.error(`${problems} package contract problem(s)`);
  process.exit(1);
}
console.log('package contracts: ok');
