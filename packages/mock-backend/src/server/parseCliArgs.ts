/** Parsed `storefront-mock` arguments. */
export interface CliArgs {
  port: number;
  db: string;
  memory: boolean;
  seed: boolean;
  testMode: boolean;
  help: boolean;
}

export const CLI_USAGE = `Usage: storefront-mock [--port N] [--db FILE] [--memory] [--seed] [--test-mode]

  --port N      port to listen on (default: $PORT or 8787)
  --db FILE     SQLite file (default: .data/storefront.sqlite; its folder is created)
  --memory      keep everything in memory instead (lost on exit)
  --seed        rewrite the fixture catalogue, forms, users and coupons (carts and sign-ups are kept)
  --test-mode   low rate limits, so 429s are easy to reach`;

/**
 * Parses the CLI's arguments. @throws Error with a readable message on a bad argument.
 * @param env Environment (for PORT).
 */
export function parseCliArgs(argv: string[], env: Record<string, string | undefined>): CliArgs {
  const args: CliArgs = {
    port: env.PORT ? Number(env.PORT) : 8787,
    db: '.data/storefront.sqlite',
    memory: false,
    seed: false,
    testMode: false,
    help: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] =
      arg?.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--port':
        args.port = Number(value());
        break;
      case '--db':
        args.db = value();
        break;
      case '--memory':
        args.memory = true;
        break;
      case '--seed':
        args.seed = true;
        break;
      case '--test-mode':
        args.testMode = true;
        break;
      case '--help':
      case '-h':
        args.help = true;
        break;
      default:
        throw new Error(`Unknown argument: ${arg}`);
    }
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535)
    throw new Error('--port must be an integer from 0 to 65535');
  return args;
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
