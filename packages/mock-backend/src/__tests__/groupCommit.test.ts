import { mkdtempSync, rmSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteStorage } from '@storefront-widgets/mock-backend';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setup } from './helpers/createTestClient';

const dir = mkdtempSync(join(tmpdir(), 'storefront-group-commit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * SQLite storage whose fsyncs are counted and, while `hold` is set, wait until the test lets them
 * finish.
 */
function gatedStorage(hold = true) {
  const fsyncs: Array<() => void> = [];
  let finished = 0;
  const gate = { hold };
  const storage = createSqliteStorage(join(dir, `g-${Math.random()}.sqlite`), {
    sync: async (handle: FileHandle) => {
      if (gate.hold) await new Promise<void>((resolve) => fsyncs.push(resolve));
      await handle.sync();
      finished += 1;
    },
  });
  /** Lets every fsync begun so far finish. */
  const release = () => {
    for (const resolve of fsyncs.splice(0)) resolve();
  };
  return { storage, fsyncs, release, gate, finished: () => finished };
}

describe('group commit on SQLite', () => {
  it('is durable only after one fsync for the writes made together, and a second for those made during it', async () => {
    const { storage, release, fsyncs, finished } = gatedStorage();
    for (let n = 0; n < 50; n += 1) storage.put('c', `a${n}`, { n });
    let first = false;
    const together = Promise.all(Array.from({ length: 50 }, () => storage.durable?.())).then(() => {
      first = true;
    });
    storage.put('c', 'late', { n: 99 });
    let second = false;
    const late = storage.durable?.().then(() => {
      second = true;
    });
    await vi.waitFor(() => expect(fsyncs).toHaveLength(1));
    expect([first, second]).toEqual([false, false]);
    release();
    await vi.waitFor(() => expect(first).toBe(true));
    expect([second, finished()]).toEqual([false, 1]);
    // The late write's own fsync, begun once the first ended.
    await vi.waitFor(() => expect(fsyncs).toHaveLength(1));
    release();
    await Promise.all([together, late]);
    expect([second, finished()]).toEqual([true, 2]);
    // Nothing written since: no fsync.
    await storage.durable?.();
    expect(finished()).toBe(2);
    storage.close();
  });

  it('fails the writes an fsync did not cover, and syncs the next batch anew', async () => {
    let calls = 0;
    const storage = createSqliteStorage(join(dir, `f-${Math.random()}.sqlite`), {
      sync: async (handle: FileHandle) => {
        calls += 1;
        if (calls <= 2) throw new Error('disk full');
        await handle.sync();
      },
    });
    storage.put('c', 'a', { n: 1 });
    const first = storage.durable?.();
    storage.put('c', 'b', { n: 2 });
    const second = storage.durable?.();
    await expect(first).rejects.toThrow('disk full');
    await expect(second).rejects.toThrow('disk full');
    storage.put('c', 'c', { n: 3 });
    await expect(storage.durable?.()).resolves.toBeUndefined();
    expect(calls).toBe(3);
    storage.close();
  });

  it('answers an add to cart only once its write is on disk', async () => {
    const gated = gatedStorage(false);
    const { client } = await setup({ storage: gated.storage });
    gated.gate.hold = true;
    let answered = false;
    const add = client
      .post('/api/commerce/shopping-cart/entries', {
        itemId: PRODUCT_IDS.poster,
        sku: 'POSTER-A3',
        quantity: 1,
      })
      .then((response) => {
        answered = true;
        return response;
      });
    await vi.waitFor(() => expect(gated.fsyncs).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    gated.release();
    expect((await add).status).toBe(200);
    gated.storage.close();
  });
});
