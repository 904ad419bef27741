// One benchmark server in its own process, so its event loop and CPU time are not shared with
// the load generator. Usage: node scripts/bench/backend-server.mjs <hello|memory|sqlite> [sqliteFile]
// Prints `listening <port>` once it accepts connections on 127.0.0.1, and exits on SIGTERM.
// Answers the IPC message 'cpu-usage' with `{ cpuUsage: process.cpuUsage() }`, and records CPU
// profiles when asked (below).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [kind, file] = process.argv.slice(2);

/** The reference backend with add-to-cart limits high enough that the run never meets a 429. */
async function referenceApp() {
  const { createApp, createMemoryStorage, createSqliteStorage } = await import(
    '../../packages/mock-backend/dist/index.js'
  );
  if (kind === 'sqlite' && !file) throw new Error('the sqlite case needs a database file argument');
  // SQLite opened as the CLI's servers open it (serverOptionsFromArgs): one data_version read a pass of the loop.
  const storage =
    kind === 'sqlite' ? createSqliteStorage(file, { versionReads: 'loop' }) : createMemoryStorage();
  const app = createApp({ storage, rateLimits: { addToCart: { limit: 1e9, windowMs: 1000 } } });
  return { app, storage };
}

let storage;
let app;
if (kind === 'hello') {
  app = new Hono().get('/', (c) => c.text('ok'));
} else if (kind === 'memory' || kind === 'sqlite') {
  ({ app, storage } = await referenceApp());
} else {
  console.error(`unknown server kind "${kind}" (expected hello, memory or sqlite)`);
  process.exit(2);
}

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening ${info.port}`);
});

const stop = () => {
  // Keep-alive sockets can hold close() open; the bench is over, so do not wait long for them.
  setTimeout(() => process.exit(0), 2000).unref();
  server.close(() => {
    // SQLite storage holds a file handle; close it so the temp file can be removed cleanly.
    storage?.close();
    process.exit(0);
  });
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// If the parent dies without telling us, do not linger as an orphan.
process.once('disconnect', stop);
// The bench asks for this process's CPU time around each measurement: CPU per answer holds up on
// a loaded machine, where req/s only tells how much of the cores this process was given.
// With `{ profile: 'start' }` and `{ profile: 'stop', file }` it records a V8 CPU profile of the
// measured seconds only (not the start-up or the shoppers' sign-up) and writes it to `file`.
const inspector = new Session();
process.on('message', async (message) => {
  if (message === 'cpu-usage') process.send?.({ cpuUsage: process.cpuUsage() });
  if (message?.profile === 'start') {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    process.send?.({ profile: 'started' });
  }
  if (message?.profile === 'stop') {
    const { profile } = await inspector.post('Profiler.stop');
    inspector.disconnect();
    writeFileSync(message.file, JSON.stringify(profile));
    process.send?.({ profile: 'written' });
  }
});
