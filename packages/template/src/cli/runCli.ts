import { parseArgs } from 'node:util';
import { render } from '../createTemplateEngine';
import type { TemplateError } from '../errors/TemplateError';
import { CliInputError } from './CliInputError';
import { checkTemplate } from './checkTemplate';
import { readJson, readPartials, readText } from './readInputs';

export const CLI_USAGE = `Usage:
  storefront-template render PAGE --json DATA [--partials DIR] [--locale L] [--time-zone Z] [--now T]
  storefront-template check FILE…

render  prints PAGE rendered with the JSON in DATA (- reads it from standard input); partials are
        the files in DIR, named by their path inside it (blocks/card.block). Errors go to stderr.
check   compiles every FILE and prints each error as file:line:col message.
Both exit with 1 when a template has an error, 2 on bad arguments or unreadable files.

  --locale L     BCP 47 locale for formatters (default en-US)
  --time-zone Z  IANA time zone for dates (default America/New_York)
  --now T        "now" for relative dates: ms since the epoch or an ISO date (default: the clock)`;

/** Where the CLI writes: standard output and standard error in the real command. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

/**
 * `file:line:col message` for each error (`file message` when it has no place in the source),
 * followed by ` — hint` when the error knows its cause.
 */
function report(file: string, errors: readonly TemplateError[], io: CliOutput) {
  for (const error of errors) {
    const where = error.line > 0 ? `${file}:${error.line}:${error.column}` : file;
    io.err(`${where} ${error.message}${error.hint ? ` — ${error.hint}` : ''}\n`);
  }
}

/** Why the arguments cannot run, in one line, or undefined when they can. */
function argumentProblem(command: string | undefined, files: readonly string[], json: string | undefined) {
  if (command === undefined) return 'Say what to do: render or check.';
  if (command === 'check') return files.length ? undefined : 'check needs at least one template FILE.';
  if (command !== 'render') return `Unknown command '${command}': use render or check.`;
  if (files.length !== 1)
    return `render takes one PAGE, not ${files.length ? files.length : 'none'}${files.length > 1 ? ` (${files.join(', ')})` : ''}.`;
  if (json === undefined)
    return 'render needs --json DATA: the JSON file the page is rendered with (- reads standard input).';
  return undefined;
}

function checkLocale(locale: string) {
  try {
    Intl.getCanonicalLocales(locale);
  } catch {
    throw new CliInputError(`--locale: '${locale}' is not a BCP 47 locale (like en-US or de-DE)`);
  }
}

function checkTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new CliInputError(`--time-zone: '${timeZone}' is not an IANA time zone (like Europe/Berlin)`);
  }
}

function parseNow(text: string): number {
  const now = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (Number.isNaN(now))
    throw new CliInputError(`--now: '${text}' is neither ms since the epoch nor an ISO date`);
  return now;
}

const OPTIONS = {
  json: { type: 'string' },
  partials: { type: 'string' },
  locale: { type: 'string' },
  'time-zone': { type: 'string' },
  now: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `check FILE…`: every file is checked, the unreadable ones reported, before the exit code. */
function check(files: readonly string[], io: CliOutput): number {
  let code = 0;
  for (const file of files) {
    try {
      const errors = checkTemplate(readText(file, 'the template'));
      report(file, errors, io);
      if (errors.length) code = Math.max(code, 1);
    } catch (error) {
      if (!(error instanceof CliInputError)) throw error;
      io.err(`${error.message}\n`);
      code = 2;
    }
  }
  return code;
}

/**
 * Runs `storefront-template` with the arguments after the command name.
 * @returns the exit code: 0 fine, 1 template errors, 2 bad arguments or unreadable files.
 */
export function runCli(argv: readonly string[], io: CliOutput): number {
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof OPTIONS }>
  >;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: OPTIONS });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${CLI_USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...files] = positionals;
  if (values.help) {
    io.out(`${CLI_USAGE}\n`);
    return 0;
  }
  const problem = argumentProblem(command, files, values.json);
  if (problem) {
    io.err(`${problem}\n\n${CLI_USAGE}\n`);
    return 2;
  }
  if (command === 'check') return check(files, io);
  const page = files[0]!;
  try {
    const { locale, 'time-zone': timeZone, now } = values;
    if (locale !== undefined) checkLocale(locale);
    if (timeZone !== undefined) checkTimeZone(timeZone);
    const result = render(readText(page, 'the page'), {
      data: readJson(values.json!),
      partials: values.partials === undefined ? {} : readPartials(values.partials),
      ...(locale === undefined ? {} : { locale }),
      ...(timeZone === undefined ? {} : { timeZone }),
      ...(now === undefined ? {} : { now: parseNow(now) }),
    });
    io.out(result.output);
    report(page, result.errors, io);
    return result.errors.length ? 1 : 0;
  } catch (error) {
    if (!(error instanceof CliInputError)) throw error;
    io.err(`${error.message}\n`);
    return 2;
  }
}
