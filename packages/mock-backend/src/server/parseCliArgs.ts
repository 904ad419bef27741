import { parseArgs } from 'node:util';
import { seedCatalogue } from '../seed/seedCatalogue';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { createSqliteStorage } from '../storage/createSqliteStorage';
import type { StartServerOptions } from './startServer';

/** Parsed `storefront-mock` arguments. */
export interface CliArgs {
  port: number;
  db: string;
  memory: boolean;
  seed: boolean;
  testMode: boolean;
  /** Interface to listen on. @default '127.0.0.1' */
  host: string;
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a proxy in front. @default false */
  trustProxy: boolean;
  /** Origins allowed to call the API from script (`--cors-origin`, repeatable). @default [] */
  corsOrigins: string[];
  help: boolean;
}

export const CLI_USAGE = `Usage: storefront-mock [--port N] [--host ADDRESS] [--db FILE] [--memory] [--seed] [--test-mode] [--trust-proxy] [--cors-origin URL]…

  --port N      port to listen on (default: $PORT or 8787)
  --host ADDR   interface to listen on (default: 127.0.0.1; 0.0.0.0 for every interface)
  --db FILE     SQLite file (default: .data/storefront.sqlite; its folder is created)
  --memory      keep everything in memory instead (lost on exit)
  --seed        rewrite the fixture catalogue, forms, users and coupons (carts and sign-ups are kept)
  --test-mode   low rate limits, so 429s are easy to reach
  --trust-proxy behind a proxy: rate limits key on X-Forwarded-For, X-Forwarded-Proto marks HTTPS
  --cors-origin URL  let pages of this origin call the API (CORS with cookies); repeat for more`;

const OPTIONS = {
  port: { type: 'string' },
  db: { type: 'string', default: '.data/storefront.sqlite' },
  memory: { type: 'boolean', default: false },
  seed: { type: 'boolean', default: false },
  'test-mode': { type: 'boolean', default: false },
  host: { type: 'string', default: '127.0.0.1' },
  'trust-proxy': { type: 'boolean', default: false },
  'cors-origin': { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** A `--cors-origin` value as the origin browsers send (`http://localhost:5173`, no path). */
function toOrigin(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || value.replace(/\/$/, '') !== url.origin)
    throw new Error(`--cors-origin must be an origin such as http://localhost:5173, not "${value}"`);
  return url.origin;
}

/** Node's parse errors, reworded to name the argument the way the usage text does. */
function reword(error: unknown): Error {
  const { code, message } = error as { code?: string; message: string };
  const quoted = /'([^']+)'/.exec(message)?.[1]?.split(' ')[0] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new Error(`Unknown argument: ${quoted}`);
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return new Error(`Unknown argument: ${quoted}`);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return new Error(`${quoted} needs a value`);
  return error instanceof Error ? error : new Error(message);
}

/**
 * Parses the CLI's arguments with `node:util` `parseArgs`. @throws Error with a readable message on
 * a bad argument.
 * @param env Environment (for PORT).
 */
export function parseCliArgs(argv: string[], env: Record<string, string | undefined>): CliArgs {
  let values: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS }>>['values'];
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw reword(error);
  }
  if (values.db === '') throw new Error('--db needs a value');
  if (values.port === '') throw new Error('--port needs a value');
  if (values.host === '') throw new Error('--host needs a value');
  const corsOrigins = (values['cors-origin'] ?? []).map(toOrigin);
  const port = Number(values.port ?? env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('--port must be an integer from 0 to 65535');
  return {
    port,
    db: values.db,
    memory: values.memory,
    seed: values.seed,
    testMode: values['test-mode'],
    host: values.host,
    trustProxy: values['trust-proxy'],
    corsOrigins,
    help: values.help,
  };
}

/**
 * {@link parseCliArgs} for a command's entry point: a bad argument prints its message and the
 * usage and exits with 2; `--help` prints the usage and exits with 0.
 */
export function cliArgsOrExit(argv: string[], env: Record<string, string | undefined>): CliArgs {
  let args: CliArgs;
  try {
    args = parseCliArgs(argv, env);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${CLI_USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(CLI_USAGE);
    process.exit(0);
  }
  return args;
}

/**
 * What the CLI flags set when a server starts from them: opens the storage (`--memory` or the
 * `--db` file), rewrites the seed with `--seed` (scrypt hashes, as the Node server checks them),
 * and returns the options `startServer` takes.
 */
export function serverOptionsFromArgs(args: CliArgs) {
  // A server reads revisions only while answering: one data_version read serves each pass of the loop.
  const storage = args.memory
    ? createMemoryStorage()
    : createSqliteStorage(args.db, { versionReads: 'loop' });
  if (args.seed) seedCatalogue(storage, { force: true, passwordScheme: 'scrypt' });
  return {
    storage,
    port: args.port,
    hostname: args.host,
    testMode: args.testMode,
    trustProxy: args.trustProxy,
    corsOrigins: args.corsOrigins,
  } satisfies StartServerOptions;
}
