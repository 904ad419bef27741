import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createApp,
  createMemoryStorage,
  createSqliteStorage,
  type SqliteStorageOptions,
  type Storage,
  startServer,
} from '@storefront-widgets/mock-backend';
import type { Hono } from 'hono';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseCliArgs, serverOptionsFromArgs } from '../server/parseCliArgs';
import { createTestClient } from './helpers/createTestClient';

const dir = mkdtempSync(join(tmpdir(), 'storefront-wire-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CART = '/api/commerce/shopping-cart';
const POSTER = { itemId: 'prod-poster', sku: 'POSTER-A3', quantity: 1 };

const kinds: Array<[string, () => Storage]> = [
  ['memory', createMemoryStorage],
  ['sqlite', () => createSqliteStorage(join(dir, `w-${Math.random()}.sqlite`))],
];

/** A shopper with one poster in the cart, on a fresh app over `storage`. */
async function shopperWithPoster(storage: Storage) {
  const app = createApp({ storage, logErrors: false });
  const client = await createTestClient(app).start();
  expect((await client.post(`${CART}/entries`, POSTER)).status).toBe(200);
  return client;
}

/** A stored document, changed by `change` and written back (as an owner's tool would). */
function edit<T>(storage: Storage, collection: string, id: string, change: (doc: T) => void) {
  const doc = storage.get<T>(collection, id) as T;
  change(doc);
  storage.put(collection, id, doc);
}

describe.each(kinds)('GET cart on %s storage', (_name, make) => {
  it('answers an unchanged cart again without reading the stored cart, its products or the site', async () => {
    const storage = make();
    const client = await shopperWithPoster(storage);
    const first = await client.get(CART);
    const reads = vi.spyOn(storage, 'get');
    const again = await client.get(CART);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(again.text).toBe(first.text);
    expect(reads).not.toHaveBeenCalled();
    storage.close();
  });

  it('answers what changed since: an add, a product, a coupon, the site, and a cart emptied', async () => {
    const storage = make();
    const client = await shopperWithPoster(storage);
    expect((await client.get(CART)).body.totalQuantity).toBe(1);

    await client.post(`${CART}/entries`, POSTER);
    expect((await client.get(CART)).body.totalQuantity).toBe(2);

    edit<{ name: string }>(storage, 'products', 'prod-poster', (product) => {
      product.name = 'Renamed Poster';
    });
    expect((await client.get(CART)).body.entries[0].title).toBe('Renamed Poster');

    await client.post(`${CART}/coupons`, { code: 'SAVE10' });
    const discounted = (await client.get(CART)).body;
    edit<{ percentBasisPoints: number }>(storage, 'coupons', 'SAVE10', (coupon) => {
      coupon.percentBasisPoints = 5000;
    });
    const half = (await client.get(CART)).body;
    expect(half.discountCents).toBe(half.subtotalCents / 2);
    expect(half.discountCents).toBeGreaterThan(discounted.discountCents);

    edit<{ taxRules: unknown[] }>(storage, 'site', 'website', (site) => {
      site.taxRules = [];
    });
    expect((await client.get(CART)).body.taxCents).toBe(0);

    await client.delete(CART);
    expect((await client.get(CART)).body.entries).toEqual([]);
    storage.close();
  });
});

/**
 * Renames the poster through a second connection to `file`, as another process would, and expects
 * the shopper's next GET cart to show the new name.
 */
async function expectEditElsewhereAnswered(
  client: Awaited<ReturnType<typeof shopperWithPoster>>,
  file: string,
) {
  expect((await client.get(CART)).body.entries[0].title).not.toBe('Edited Elsewhere');
  const other = createSqliteStorage(file);
  edit<{ name: string }>(other, 'products', 'prod-poster', (product) => {
    product.name = 'Edited Elsewhere';
  });
  other.close();
  expect((await client.get(CART)).body.entries[0].title).toBe('Edited Elsewhere');
}

/** A storage of `name` holding one document, once the event loop has moved past its write. */
async function settledStorage(name: string, options?: SqliteStorageOptions) {
  const file = join(dir, name);
  const storage = createSqliteStorage(file, options);
  storage.put('c', 'a', { n: 1 });
  await new Promise((resolve) => setImmediate(resolve));
  return { file, storage };
}

/**
 * Reads the document's revision, then rewrites the document through another connection to the
 * same file, both in the caller's synchronous turn. @returns the revision read before the write.
 */
function revisionBeforeOtherWrite({ file, storage }: { file: string; storage: Storage }) {
  const before = storage.revision?.('c', 'a');
  const other = createSqliteStorage(file);
  other.put('c', 'a', { n: 2 });
  other.close();
  return before;
}

describe('GET cart on SQLite storage shared with another connection', () => {
  it("answers the other connection's writes to the same file", async () => {
    const file = join(dir, 'shared.sqlite');
    const storage = createSqliteStorage(file);
    const client = await shopperWithPoster(storage);
    await expectEditElsewhereAnswered(client, file);
    storage.close();
  });

  it("reads the other connection's commits once a turn: the revisions change from the next turn on", async () => {
    const settled = await settledStorage('turns.sqlite');
    const { storage } = settled;
    const before = revisionBeforeOtherWrite(settled);
    // The same turn as the read above: the pragma is not read again.
    expect(storage.revision?.('c', 'a')).toBe(before);
    await new Promise((resolve) => setImmediate(resolve));
    expect(storage.revision?.('c', 'a')).not.toBe(before);
    expect(storage.get('c', 'a')).toEqual({ n: 2 });
    storage.close();
  });

  it("answers another connection's write at a server's next request, with the CLI's storage", async () => {
    const db = join(dir, 'cli.sqlite');
    const server = await startServer({
      ...serverOptionsFromArgs(parseCliArgs(['--db', db, '--seed'], {})),
      port: 0,
    });
    // The browser-like test client, over HTTP: each request reaches the server in its own pass.
    const overHttp = {
      fetch: (request: Request) => fetch(request.url.replace('http://localhost', server.url), request),
    };
    const client = await createTestClient(overHttp as unknown as Hono).start();
    expect((await client.post(`${CART}/entries`, POSTER)).status).toBe(200);
    await expectEditElsewhereAnswered(client, db);
    await server.close();
  });

  it("with versionReads 'loop' (the CLI's servers), reads them once a pass of the event loop", async () => {
    const settled = await settledStorage('loop.sqlite', { versionReads: 'loop' });
    const { storage } = settled;
    const before = revisionBeforeOtherWrite(settled);
    // Later in the same pass (a microtask is not a new pass): the read above still serves.
    await Promise.resolve();
    expect(storage.revision?.('c', 'a')).toBe(before);
    // The next pass reads again.
    await new Promise((resolve) => setImmediate(resolve));
    expect(storage.revision?.('c', 'a')).not.toBe(before);
    storage.close();
  });
});

describe.each(kinds)('%s storage revisions', (_name, make) => {
  it('change with every write and delete of a document, and only of that document', () => {
    const storage = make();
    const revision = (id: string) => storage.revision?.('c', id);
    storage.put('c', 'a', { n: 1 });
    storage.put('c', 'b', { n: 1 });
    const [a, b] = [revision('a'), revision('b')];
    expect(a).toEqual(expect.any(Number));
    storage.get('c', 'a');
    expect(revision('a')).toBe(a);
    storage.put('c', 'a', { n: 1 });
    expect(revision('a')).not.toBe(a);
    expect(revision('b')).toBe(b);
    storage.delete('c', 'b');
    expect(revision('b')).not.toBe(b);
    storage.close();
  });
});
