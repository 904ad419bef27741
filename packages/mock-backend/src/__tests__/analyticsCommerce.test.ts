import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ROUTES, type StoredRecord } from '@storefront-widgets/core';
import { createMemoryStorage, createSqliteStorage, type Storage } from '@storefront-widgets/mock-backend';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createOwnerClient, setup } from './helpers/createTestClient';

const NOW = Date.UTC(2026, 2, 14, 12);
const DAY = 86_400_000;

/** A shopping event as the event service stores it, received `daysAgo` days before NOW. */
const shopping = (
  n: number,
  daysAgo: number,
  schema: 'commerce_product_view' | 'commerce_add_to_cart' | 'commerce_purchase',
  content: Record<string, unknown>,
): StoredRecord => ({
  id: `seed-${n}`,
  kind: 'analytics',
  name: schema,
  payload: { eventSchemaName: schema, eventContent: content },
  receivedAt: NOW - daysAgo * DAY,
});
const view = (n: number, daysAgo: number, session: string, item: string, title: string) =>
  shopping(n, daysAgo, 'commerce_product_view', {
    session_id: session,
    item_id: item,
    item_title: title,
    currency_code: 'USD',
  });
const add = (
  n: number,
  daysAgo: number,
  session: string,
  cart: string,
  item: [id: string, title: string, price: number, quantity: number],
  currency = 'USD',
) =>
  shopping(n, daysAgo, 'commerce_add_to_cart', {
    session_id: session,
    cart_id: cart,
    item_id: item[0],
    item_title: item[1],
    item_price: item[2],
    item_quantity: item[3],
    currency_code: currency,
  });
const purchase = (
  n: number,
  daysAgo: number,
  session: string,
  cart: string,
  total: number,
  currency = 'USD',
) =>
  shopping(n, daysAgo, 'commerce_purchase', {
    session_id: session,
    cart_id: cart,
    cart_value: total,
    currency_code: currency,
  });

const POSTER = ['prod-poster', 'Gallery Poster'] as const;
const TEE = ['prod-tee', 'Classic Tee'] as const;
const TEA = ['prod-tea-set', 'Matcha Tea Set'] as const;

/** A known week of shopping (four sessions) and one purchase the week before. */
const WEEK: StoredRecord[] = [
  view(1, 6, 's1', ...POSTER),
  add(2, 6, 's1', 'c1', [...POSTER, 25, 2]),
  view(3, 5, 's2', ...TEE),
  add(4, 5, 's2', 'c2', [...TEE, 19.99, 1]),
  // s1 buys c1: two posters and $5.00 shipping.
  purchase(5, 4, 's1', 'c1', 55),
  view(6, 3, 's3', ...TEA),
  add(7, 3, 's3', 'c3', [...TEA, 4800, 1], 'JPY'),
  // A yen order: a purchase, not store-currency revenue.
  purchase(8, 3, 's3', 'c3', 4800, 'JPY'),
  view(9, 2, 's4', ...POSTER),
  add(10, 2, 's4', 'c4', [...POSTER, 25, 1]),
  add(11, 2, 's4', 'c4', [...TEE, 19.99, 3]),
  // s4 buys c4: $84.97 of goods and $5.00 shipping.
  purchase(12, 1, 's4', 'c4', 89.97),
  view(13, 0, 's2', ...POSTER),
  // Eight days ago: outside the week, inside 14 days.
  purchase(14, 8, 's5', 'c5', 100),
];

const summary = async (storage: Storage, query: string) => {
  const { app } = await setup({ storage, now: () => NOW });
  storage.transaction(() => {
    for (const record of WEEK) storage.put('records', record.id, record);
  });
  const owner = await createOwnerClient(app);
  return owner.get(`${API_ROUTES.analyticsSummary}${query}`);
};

describe.each([
  ['memory', createMemoryStorage],
  ['sqlite', () => createSqliteStorage(':memory:')],
])('the owner analytics summary on %s storage', (_name, createStorage) => {
  it('computes every commerce figure of a seeded week exactly', async () => {
    const { status, body } = await summary(createStorage(), '?days=7');
    expect(status).toBe(200);
    expect(body.range).toEqual({ days: 7, from: '2026-03-08', to: '2026-03-14' });
    expect(body.commerce).toEqual({
      currency: 'USD',
      productViews: 5,
      addsToCart: 5,
      unitsAdded: 8,
      purchases: 3,
      revenueCents: 5500 + 8997,
      otherCurrencyPurchases: 1,
      sessions: 4,
      purchasingSessions: 3,
      conversionRate: 0.75,
      // Revenue: the adds to carts then purchased in dollars (c1, c4); c2 was never bought.
      topByRevenue: [
        { itemId: 'prod-poster', title: 'Gallery Poster', revenueCents: 2 * 2500 + 2500, unitsAdded: 3 },
        { itemId: 'prod-tee', title: 'Classic Tee', revenueCents: 3 * 1999, unitsAdded: 4 },
      ],
      topByAdds: [
        { itemId: 'prod-tee', title: 'Classic Tee', revenueCents: 3 * 1999, unitsAdded: 4 },
        { itemId: 'prod-poster', title: 'Gallery Poster', revenueCents: 2 * 2500 + 2500, unitsAdded: 3 },
        { itemId: 'prod-tea-set', title: 'Matcha Tea Set', revenueCents: 0, unitsAdded: 1 },
      ],
    });
    expect(body.days.map((day: { date: string; events: number }) => [day.date, day.events])).toEqual([
      ['2026-03-08', 2],
      ['2026-03-09', 2],
      ['2026-03-10', 1],
      ['2026-03-11', 3],
      ['2026-03-12', 3],
      ['2026-03-13', 1],
      ['2026-03-14', 1],
    ]);
    expect(body.totals).toEqual({ pageViews: 0, events: 13, errors: 0, refusals: 0, performanceRecords: 0 });
  });

  it('takes in the purchase of the week before over 14 days, and refuses a range it does not offer', async () => {
    const storage = createStorage();
    const { body } = await summary(storage, '?days=14');
    expect(body.range).toEqual({ days: 14, from: '2026-03-01', to: '2026-03-14' });
    expect(body.commerce).toMatchObject({
      purchases: 4,
      revenueCents: 10000 + 5500 + 8997,
      sessions: 5,
      purchasingSessions: 4,
      conversionRate: 0.8,
    });
    const refused = await summary(createStorage(), '?days=9');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'days must be one of 7, 14, 30.',
      errors: { days: 'days must be one of 7, 14, 30.' },
    });
  });
});

describe('the SQLite storage', () => {
  it('reads a time range through its (collection, receivedAt) index, not by scanning every record', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sf-summary-')), 'store.db');
    const storage = createSqliteStorage(file);
    storage.transaction(() => {
      for (const record of WEEK) storage.put('records', record.id, record);
    });
    const week = storage.listReceivedBetween<StoredRecord>('records', NOW - 6 * DAY, NOW + DAY);
    expect(week.map((record) => record.id)).toEqual(WEEK.slice(0, -1).map((record) => record.id));
    storage.close();
    const db = new Database(file, { readonly: true });
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT json FROM documents WHERE collection = ?
         AND json_extract(json, '$.receivedAt') >= ? AND json_extract(json, '$.receivedAt') < ? ORDER BY seq`,
      )
      .all('records', 0, 1) as { detail: string }[];
    db.close();
    expect(plan.map((step) => step.detail).join('\n')).toMatch(/USING INDEX documents_received/);
  });
});
