import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryStorage, createSqliteStorage, type Storage } from '@storefront-widgets/mock-backend';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { setup } from './helpers/createTestClient';

const dir = mkdtempSync(join(tmpdir(), 'storefront-concurrency-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ENTRIES = '/api/commerce/shopping-cart/entries';
const NO_LIMIT = { addToCart: { limit: 100_000, windowMs: 1000 } };

describe.each<[string, () => Storage]>([
  ['memory', createMemoryStorage],
  ['sqlite', () => createSqliteStorage(join(dir, `concurrency-${Math.random()}.sqlite`))],
])('concurrent adds on %s storage', (_name, make) => {
  it('200 parallel adds of quantity 1 to one cart give totalQuantity exactly 200', async () => {
    const { client, storage } = await setup({ storage: make(), rateLimits: NO_LIMIT });
    // Make the cart first, then empty it, so every parallel add targets the same cart.
    const first = await client.post(ENTRIES, { itemId: PRODUCT_IDS.poster, sku: 'POSTER-A3', quantity: 1 });
    await client.delete(`${ENTRIES}/${first.body.newlyAdded.id}`);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        client.post(ENTRIES, { itemId: PRODUCT_IDS.poster, sku: 'POSTER-A3', quantity: 1 }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const cart = (await client.get('/api/commerce/shopping-cart')).body;
    expect(cart.totalQuantity).toBe(200);
    expect(cart.entries).toHaveLength(1);
    expect(storage.count('carts')).toBe(1);
    storage.close();
  });

  it('never oversells a low-stock variant under parallel adds', async () => {
    const { client, storage } = await setup({ storage: make(), rateLimits: NO_LIMIT });
    await client.post(ENTRIES, { itemId: PRODUCT_IDS.tee, sku: 'TEE-S-WHT', quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        client.post(ENTRIES, { itemId: PRODUCT_IDS.tee, sku: 'TEE-S-WHT', quantity: 1 }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(24);
    expect(
      results
        .filter((r) => r.status === 400)
        .every((r) => r.body.message === 'Sorry, we do not have enough of that item available.'),
    ).toBe(true);
    expect((await client.get('/api/commerce/shopping-cart')).body.totalQuantity).toBe(25);
    storage.close();
  });
});
