#!/usr/bin/env node
import { seedCatalogue } from './seed/seedCatalogue';
import { cliArgsOrExit } from './server/parseCliArgs';
import { startServer } from './server/startServer';
import { createMemoryStorage } from './storage/createMemoryStorage';
import { createSqliteStorage } from './storage/createSqliteStorage';

const args = cliArgsOrExit(process.argv.slice(2), process.env);

const storage = args.memory ? createMemoryStorage() : createSqliteStorage(args.db);
if (args.seed) seedCatalogue(storage, { force: true });
const server = await startServer({ storage, port: args.port, testMode: args.testMode });
console.log(`Storefront reference backend listening on http://localhost:${server.port}`);
if (!args.memory) console.log(`Storage: ${args.db}`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
