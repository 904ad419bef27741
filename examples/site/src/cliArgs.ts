/** Options of the example-site server, from the command line and the environment. */
export interface SiteServerArgs {
  /** TCP port. @default $PORT, else 8787 */
  port: number;
  /** SQLite file. @default '.data/storefront.sqlite' */
  db: string;
  /** Keep everything in memory instead of a file. */
  memory: boolean;
  /** Low rate limits so 429 is reachable in a few calls ($STOREFRONT_TEST_MODE=1). */
  testMode: boolean;
}

const USAGE = 'usage: storefront-site [--port N] [--db FILE] [--memory] [--seed]';

/** Parses `--port N --db FILE --memory --seed`; throws with the usage line on anything else. */
export function parseSiteArgs(argv: string[], env: NodeJS.ProcessEnv): SiteServerArgs {
  const args: SiteServerArgs = {
    port: Number(env.PORT ?? 8787),
    db: '.data/storefront.sqlite',
    memory: false,
    testMode: env.STOREFRONT_TEST_MODE === '1',
  };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    if (flag === '--memory') args.memory = true;
    else if (flag === '--seed')
      continue; // the catalogue is seeded whenever storage has none
    else if (flag === '--port') args.port = Number(argv[++index]);
    else if (flag === '--db') args.db = argv[++index] ?? '';
    else throw new Error(`unknown argument ${flag}\n${USAGE}`);
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535)
    throw new Error(`--port must be 0-65535\n${USAGE}`);
  if (!args.memory && !args.db) throw new Error(`--db needs a file\n${USAGE}`);
  return args;
}
