import type { StoredRecord } from '@storefront-widgets/core';
import { createApp, createMemoryStorage, SEED_CREDENTIALS } from '@storefront-widgets/mock-backend';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../../packages/mock-backend/src/seed/records';
import { registerSite } from '../registerSite';

const NOW = Date.now();

/** Every hostile record the security review got stored (as an older backend accepted them). */
const HOSTILE: Array<Omit<StoredRecord, 'id'>> = [
  ...[
    { message: 'bad url', url: 'not a url' },
    { message: 'script url', url: 'javascript:alert(1)' },
    { message: '<img src=x onerror=alert(1)>' },
    { message: 'x'.repeat(20_000) },
  ].map((data) => ({
    kind: 'javascript-errors' as const,
    name: 'uncaughtError',
    payload: { event: 'uncaughtError', data: JSON.stringify(data), timestamp: NOW },
    receivedAt: NOW - 5_000,
  })),
  ...[1e20, -1e20, null, 'soon', Date.UTC(3000, 0)].map((timestamp) => ({
    kind: 'javascript-errors' as const,
    name: 'uncaughtError',
    payload: { event: 'uncaughtError', data: '{"message":"dated"}', timestamp },
    receivedAt: NOW - 5_000,
  })),
  { kind: 'javascript-errors', name: 'x', payload: null, receivedAt: NOW - 5_000 },
  { kind: 'javascript-errors', name: 'x', payload: { data: 'not json' }, receivedAt: 1e20 },
  ...[-1e308, 1e308, -1].map((value) => ({
    kind: 'performance' as const,
    name: 'LCP',
    payload: { event: 'LCP', data: { value } },
    receivedAt: NOW,
  })),
  { kind: 'performance', name: 'CLS', payload: { event: 'CLS', data: null }, receivedAt: NOW },
  { kind: 'census', name: 'RecordHit', payload: null, receivedAt: NOW },
  { kind: 'analytics', name: 'x', payload: 'text', receivedAt: Number.NaN },
];

/** Cookies of a signed-in owner. */
async function signInAsOwner(app: ReturnType<typeof createApp>): Promise<string> {
  const first = await app.request('/api/website');
  const crumb = /crumb=([^;]+)/.exec(first.headers.getSetCookie().join('\n'))?.[1] ?? '';
  const session = await app.request('/api/site-users/account/session', {
    method: 'POST',
    headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
    body: JSON.stringify({ ...SEED_CREDENTIALS.owner, rememberMe: false }),
  });
  expect(session.status).toBe(200);
  const cookies = session.headers.getSetCookie().map((line) => line.split(';')[0]);
  return [`crumb=${crumb}`, ...cookies].join('; ');
}

describe("the owner's analytics page", () => {
  it('renders whatever is stored, hostile records included, with the genuine report first', async () => {
    const storage = createMemoryStorage();
    const app = registerSite(createApp({ storage, logErrors: false }));
    HOSTILE.forEach((record, i) => {
      storage.put(COLLECTIONS.records, `hostile-${i}`, { id: `hostile-${i}`, ...record });
    });
    storage.put(COLLECTIONS.records, 'genuine', {
      id: 'genuine',
      kind: 'javascript-errors',
      name: 'uncaughtError',
      payload: {
        event: 'uncaughtError',
        data: JSON.stringify({ message: 'genuine report', url: 'https://shop.example/cart' }),
        timestamp: NOW,
      },
      receivedAt: NOW,
    } satisfies StoredRecord);
    const page = await app.request('/analytics', { headers: { cookie: await signInAsOwner(app) } });
    const html = await page.text();
    expect(page.status).toBe(200);
    const rows = [
      ...html.matchAll(/<td data-label="Message">([^<]*)<\/td><td data-label="Page">([^<]*)<\/td>/g),
    ];
    expect(rows[0]?.slice(1)).toEqual(['genuine report', '/cart']);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('e+308');
  });
});
