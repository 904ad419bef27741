#!/usr/bin/env node
import { cliArgsOrExit, serverOptionsFromArgs } from './server/parseCliArgs';
import { startServer } from './server/startServer';

const args = cliArgsOrExit(process.argv.slice(2), process.env);

const server = await startServer(serverOptionsFromArgs(args));
console.log(`Storefront reference backend listening on ${server.url}`);
if (!args.memory) console.log(`Storage: ${args.db}`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
