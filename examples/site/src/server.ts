import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { cliArgsOrExit, serverOptionsFromArgs, startServer } from '@storefront-widgets/mock-backend';
import { registerSite } from './registerSite';

/**
 * `npm start`: the reference backend and the example store on one port, with the options of the
 * `storefront-mock` CLI. SQLite file storage by default (the cart survives a restart).
 */
const args = cliArgsOrExit(process.argv.slice(2), process.env);
if (!args.memory) mkdirSync(dirname(args.db), { recursive: true });
const server = await startServer({ ...serverOptionsFromArgs(args), configure: registerSite });
console.log(`Example store and reference backend listening on ${server.url}`);
console.log(
  `Storage: ${args.memory ? 'memory' : args.db}${args.testMode ? ' (test mode: low rate limits)' : ''}`,
);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
