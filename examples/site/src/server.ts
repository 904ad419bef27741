import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, createMemoryStorage, createSqliteStorage } from '@storefront/mock-backend';
import { parseSiteArgs } from './cliArgs';
import { registerSite } from './registerSite';

/**
 * `npm start`: the reference backend and the example store on one port. SQLite file storage by
 * default (the cart survives a restart), memory with `--memory`.
 */
function main() {
  let args: ReturnType<typeof parseSiteArgs>;
  try {
    args = parseSiteArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  if (!args.memory) mkdirSync(dirname(args.db), { recursive: true });
  const storage = args.memory ? createMemoryStorage() : createSqliteStorage(args.db);
  const app = registerSite(createApp({ storage, testMode: args.testMode }));
  const server = serve({ fetch: app.fetch, port: args.port, hostname: '127.0.0.1' }, (info) => {
    console.log(`Example store and reference backend listening on http://localhost:${info.port}`);
    console.log(
      `Storage: ${args.memory ? 'memory' : args.db}${args.testMode ? ' (test mode: low rate limits)' : ''}`,
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main();
