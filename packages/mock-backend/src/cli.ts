#!/usr/bin/env node
import { seedCatalogue } from './seed/seedCatalogue';
import { cliArgsOrExit } from './server/parseCliArgs';
import { startServer } from './server/startServer';
import { createMemoryStorage } from './storage/createMemoryStorage';
import { createSqliteStorage } from './storage/createSqliteStorage';

const args = cliArgsOrExit(process.argv.slice(2), process.env);

const storage = args.memory ? createMemoryStorage() : createSqliteStorage(args.db);
if (args.seed) seedCatalogue(storage, { force: true, passwordScheme: 'scrypt' });
const server = await startServer({
  storage,
  port: args.port,
  hostname: args.host,
  testMode: args.testMode,
  trustProxy: args.trustProxy,
});
console.log(`Storefront reference backend listening on ${server.url}`);
if (!args.memory) console.log(`Storage: ${args.db}`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
