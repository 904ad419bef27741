import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BUNDLE_TIMEOUT_MS,
  type BundledCommand,
  bundleCommand,
  REPOSITORY_ROOT,
} from '@storefront-widgets/test-utils/command';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli/runCli';

let dir: string;
const file = (name: string, text: string) => {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
};

/** Runs the command in this process, collecting what it writes. */
function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join(''), err: err.join('') };
}

let command: BundledCommand;
beforeAll(async () => {
  command = await bundleCommand('packages/template/src/cli.ts');
}, BUNDLE_TIMEOUT_MS);
afterAll(() => command?.remove());

/** Runs the command as a user does: its own process, arguments, stdin, stdout, stderr, exit code. */
function runCommand(args: string[], input?: string) {
  const child = spawnSync(process.execPath, [command.path, ...args], {
    cwd: REPOSITORY_ROOT,
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
  });
  return { code: child.status, out: child.stdout, err: child.stderr };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-template-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the storefront-template command', () => {
  it('renders a page with data from a file and partials from a folder to stdout', () => {
    const page = file(
      'page.html',
      '<h1>{title|html}</h1>{.repeated section items}{@|apply blocks/card.block}{.end}\n',
    );
    const data = file('data.json', JSON.stringify({ title: 'A & B', items: [{ name: 'x' }, { name: 'y' }] }));
    file('partials/blocks/card.block', '<p>{name}</p>');
    expect(runCommand(['render', page, '--json', data, '--partials', join(dir, 'partials')])).toEqual({
      code: 0,
      out: '<h1>A &amp; B</h1><p>x</p><p>y</p>\n',
      err: '',
    });
  });

  it('reads the data from stdin when DATA is -', () => {
    const page = file('page.html', 'Hello {name}!');
    expect(runCommand(['render', page, '--json', '-'], '{"name": "Ada"}')).toEqual({
      code: 0,
      out: 'Hello Ada!',
      err: '',
    });
  });

  it('checks files, printing file:line:col message on stderr and exiting 1', () => {
    const good = file('good.html', '{.section a}{b|html}{.end}');
    const bad = file('bad.html', 'x {a|shout}\n{.if b}');
    expect(runCommand(['check', good, bad])).toEqual({
      code: 1,
      out: '',
      err: `${bad}:1:3 Formatter 'shout' is unknown\n${bad}:2:1 Reached EOF in the middle of IF — 2:1 {.if b} is never closed; add {.end}\n`,
    });
  });

  it('reports a missing file in one line and exits 2', () => {
    const page = file('page.html', '{a}');
    const missing = join(dir, 'nope.json');
    expect(runCommand(['render', page, '--json', missing])).toEqual({
      code: 2,
      out: '',
      err: `Cannot read the data ${missing}: no such file\n`,
    });
  });
});

describe('storefront-template render', () => {
  it('validates and passes locale, time zone and now', () => {
    const page = file('page.html', '{n|round}');
    const data = file('data.json', '{"n": 2.5}');
    expect(
      run(
        'render',
        page,
        '--json',
        data,
        '--locale',
        'de-DE',
        '--time-zone',
        'Europe/Berlin',
        '--now',
        '1700000000000',
      ),
    ).toEqual({ code: 0, out: '3', err: '' });
    expect(run('render', page, '--json', data, '--now', 'yesterday')).toEqual({
      code: 2,
      out: '',
      err: "--now: 'yesterday' is neither ms since the epoch nor an ISO date\n",
    });
    expect(run('render', page, '--json', data, '--locale', 'en_US!').err).toBe(
      "--locale: 'en_US!' is not a BCP 47 locale (like en-US or de-DE)\n",
    );
    expect(run('render', page, '--json', data, '--time-zone', 'Mars/Olympus').err).toBe(
      "--time-zone: 'Mars/Olympus' is not an IANA time zone (like Europe/Berlin)\n",
    );
  });

  it('still prints the page when it has errors, reports them and exits 1', () => {
    const page = file('page.html', 'a\n{@|apply missing}b');
    const data = file('data.json', '{}');
    expect(run('render', page, '--json', data)).toEqual({
      code: 1,
      out: 'a\nb',
      err: `${page}:2:1 Attempt to apply partial 'missing' which could not be found.\n`,
    });
  });

  it('says where data is not valid JSON, in one line', () => {
    const page = file('page.html', '{a}');
    const cases: [string, string][] = [
      ['{\n  "a": 1,\n}', '3:1 is not valid JSON: property name expected'],
      ['{"a": [1, 2}', '1:12 is not valid JSON: comma expected'],
      ['{"a": 1} {', '1:10 is not valid JSON: end of file expected'],
      ['', '1:1 is not valid JSON: value expected'],
      ['{"a": 1 // note\n}', '1:9 is not valid JSON: invalid comment token'],
    ];
    for (const [text, message] of cases) {
      const data = file('data.json', text);
      expect(run('render', page, '--json', data)).toEqual({ code: 2, out: '', err: `${data}:${message}\n` });
    }
  });

  it('explains bad arguments and unreadable files with exit code 2', () => {
    expect(run('render', 'page.html')).toMatchObject({ code: 2, out: '' });
    expect(run('render', 'page.html').err).toMatch(
      /^render needs --json DATA: the JSON file the page is rendered with \(- reads standard input\)\.\n\nUsage:/,
    );
    expect(run('check').err).toMatch(/^check needs at least one template FILE\.\n\nUsage:/);
    expect(run('render', 'a.html', 'b.html', '--json', 'd.json').err).toMatch(
      /^render takes one PAGE, not 2 \(a\.html, b\.html\)\.\n/,
    );
    expect(run('show', 'a.html').err).toMatch(/^Unknown command 'show': use render or check\.\n/);
    expect(run()).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^Say what to do: render or check\.\n\nUsage:/),
    });
    expect(run('--bogus')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^Unknown option '--bogus'/),
    });
    expect(run('--help')).toMatchObject({ code: 0, out: expect.stringMatching(/^Usage:/), err: '' });
    const data = file('data.json', '{}');
    expect(run('render', dir, '--json', data)).toEqual({
      code: 2,
      out: '',
      err: `Cannot read the page ${dir}: it is a folder, not a file\n`,
    });
    const page = file('page.html', '{a}');
    const partials = join(dir, 'partials');
    expect(run('render', page, '--json', data, '--partials', partials).err).toBe(
      `Cannot read the partials folder ${partials}: no such folder\n`,
    );
    expect(run('render', page, '--json', data, '--partials', page).err).toBe(
      `Cannot read the partials folder ${page}: not a folder\n`,
    );
  });
});

describe('storefront-template check', () => {
  it('prints every error of every file in source order, {.eval} syntax included', () => {
    const good = file('good.html', '{.section a}{b|html}{.end}');
    const bad = file('bad.html', 'x {a|shout}\n  {.section b}\n{.eval 1.2.3}\n{.end}{.end}');
    const result = run('check', good, bad);
    expect(result.code).toBe(1);
    expect(result.err.split('\n')).toEqual([
      `${bad}:1:3 Formatter 'shout' is unknown`,
      `${bad}:3:1 Error parsing expression: "1.2.3": Duplicate decimal point in number`,
      `${bad}:4:7 Instruction END not allowed at root — no block is open here: 2:3 {.section b} was already closed at 4:1`,
      '',
    ]);
    expect(result.out).toBe('');
  });

  it('points at a section over a variable that only an enclosing scope binds (it renders nothing)', () => {
    const page = file(
      'scope.html',
      '{.var @g groups}\n{.section @g.0}{name}\n  {.repeated section @g.0.items}{n}{.end}\n  {.if @g.0.items}ok{.end}\n{.end}',
    );
    expect(run('check', page)).toEqual({
      code: 1,
      out: '',
      err: `${page}:3:3 {.repeated section @g.0.items} looks @g up in its own scope only, where nothing binds it (it is bound in an enclosing scope at 1:1), so it finds nothing: bind it here first with {.var @g @g}, or test it with {.if}\n`,
    });
  });

  it('says nothing of a section over a variable bound in its own scope, or after an {.eval} that may bind it', () => {
    const good = file(
      'scope-ok.html',
      '{.var @g groups}{.section @g.0}{.var @g @g}{.repeated section @g.0.items}{n}{.end}{.end}' +
        '{.section a}{.eval @g = 1}{.section @g}{.end}{.end}' +
        '{.macro m}{.section @g}{.end}{.end}{.repeated section @g}{.section @index}{.end}{.end}',
    );
    expect(run('check', good)).toEqual({ code: 0, out: '', err: '' });
  });

  it('checks the other files past an unreadable one and exits 2', () => {
    const bad = file('bad.html', '{.end}');
    const missing = join(dir, 'missing.html');
    expect(run('check', missing, bad)).toEqual({
      code: 2,
      out: '',
      err: `Cannot read the template ${missing}: no such file\n${bad}:1:1 Instruction END not allowed at root — no block is open here: this {.end} closes nothing\n`,
    });
  });

  it('exits 0 without output when every file compiles', () => {
    const good = file('good.html', '{.repeated section a}{@}{.alternates with}, {.end}{.eval 1 + 2}');
    expect(run('check', good)).toEqual({ code: 0, out: '', err: '' });
  });
});

describe('the package', () => {
  it('declares the storefront-template command', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(pkg.bin).toEqual({ 'storefront-template': './dist/cli.js' });
  });
});

describe('the CLI reads bounded inputs and only regular files', () => {
  const page = () => file('page.html', '{a}');

  it('refuses a device such as /dev/zero at once instead of reading until memory runs out', () => {
    const result = run('render', page(), '--json', '/dev/zero');
    expect(result).toEqual({
      code: 2,
      out: '',
      err: 'Cannot read the data /dev/zero: it is not a regular file\n',
    });
  });

  it('refuses data larger than 10 MiB', () => {
    const data = file('big.json', `{"a": "${'x'.repeat(10 * 1024 * 1024)}"}`);
    const result = run('render', page(), '--json', data);
    expect(result.code).toBe(2);
    expect(result.err).toBe(`Cannot read the data ${data}: it is larger than 10 MiB\n`);
  });

  it('refuses a FIFO in the partials folder instead of hanging on it', () => {
    const partials = join(dir, 'partials');
    mkdirSync(partials);
    expect(spawnSync('mkfifo', [join(partials, 'pipe')]).status).toBe(0);
    const result = run('render', page(), '--json', file('data.json', '{"a": 1}'), '--partials', partials);
    expect(result).toEqual({
      code: 2,
      out: '',
      err: `Cannot read the partial ${join(partials, 'pipe')}: it is not a regular file\n`,
    });
  });

  it('follows a link inside the partials folder but not one that leads out of it', () => {
    const partials = join(dir, 'partials');
    file('partials/card.block', 'card {@}');
    symlinkSync(join(partials, 'card.block'), join(partials, 'alias.block'));
    const data = file('data.json', '{"a": 1}');
    const inside = run(
      'render',
      file('in.html', '{a|apply alias.block}'),
      '--json',
      data,
      '--partials',
      partials,
    );
    expect(inside).toEqual({ code: 0, out: 'card 1', err: '' });

    const secret = file('secret.txt', 'password');
    symlinkSync(secret, join(partials, 'leak.block'));
    const outside = run(
      'render',
      file('out.html', '{a|apply leak.block}'),
      '--json',
      data,
      '--partials',
      partials,
    );
    expect(outside).toEqual({
      code: 2,
      out: '',
      err: `Cannot read the partial ${join(partials, 'leak.block')}: it links to ${secret}, outside ${partials}\n`,
    });
  });
});
