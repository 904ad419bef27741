import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryStorage, createSqliteStorage, type Storage } from '@storefront-widgets/mock-backend';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'storefront-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const kinds: Array<[string, () => Storage]> = [
  ['memory', createMemoryStorage],
  ['sqlite', () => createSqliteStorage(join(dir, `s-${Math.random()}.sqlite`))],
];

describe.each(kinds)('%s storage', (_name, make) => {
  it('stores copies, keeps insertion order across updates, and deletes', () => {
    const storage = make();
    const doc = { n: 1 };
    storage.put('c', 'a', doc);
    storage.put('c', 'b', { n: 2 });
    doc.n = 99;
    expect(storage.get('c', 'a')).toEqual({ n: 1 });
    storage.put('c', 'a', { n: 3 });
    expect(storage.list('c')).toEqual([{ n: 3 }, { n: 2 }]);
    expect(storage.count('c')).toBe(2);
    expect(storage.delete('c', 'a')).toBe(true);
    expect(storage.delete('c', 'a')).toBe(false);
    expect(storage.get('c', 'a')).toBeUndefined();
    storage.close();
  });

  it('rolls back every write of a transaction that throws', () => {
    const storage = make();
    storage.put('c', 'kept', { v: 1 });
    expect(() =>
      storage.transaction(() => {
        storage.put('c', 'kept', { v: 2 });
        storage.put('c', 'new', { v: 3 });
        storage.delete('c', 'kept');
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(storage.list('c')).toEqual([{ v: 1 }]);
    expect(storage.transaction(() => storage.count('c'))).toBe(1);
    storage.close();
  });
});

describe('sqlite file', () => {
  it('keeps documents after the file is closed and reopened', () => {
    const file = join(dir, 'nested', 'folder', 'db.sqlite');
    const first = createSqliteStorage(file);
    first.put('carts', 'x', { entries: [1, 2] });
    first.close();
    const second = createSqliteStorage(file);
    expect(second.get('carts', 'x')).toEqual({ entries: [1, 2] });
    second.close();
  });
});
