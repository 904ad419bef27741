import { SEED_CREDENTIALS, type Storage } from '@storefront-widgets/mock-backend';
import { FORM_IDS, PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { describe, expect, it } from 'vitest';
import { RETENTION } from '../app/createHousekeeping';
import { COLLECTIONS, restockPendingKey } from '../seed/records';
import { setup, type TestClient } from './helpers/createTestClient';

const NOW = Date.UTC(2026, 10, 26);
const DAY = 86_400_000;

/** Fills `collection` with `count` old documents, oldest first: `old-0`, `old-1`, … */
function fill(storage: Storage, collection: string, count: number, make: (id: string, i: number) => unknown) {
  storage.transaction(() => {
    for (let i = 0; i < count; i += 1) storage.put(collection, `old-${i}`, make(`old-${i}`, i));
  });
}

async function formKey(client: TestClient): Promise<string> {
  return (await client.post('/api/form/FormSubmissionKey', undefined)).body.data.key;
}

describe('stored collections stay bounded, the oldest going first', () => {
  it('live sessions (30 days each with rememberMe)', async () => {
    const { client, storage } = await setup({ now: () => NOW });
    fill(storage, COLLECTIONS.sessions, RETENTION.maxSessions, (id) => ({
      id,
      userId: 'user-shopper',
      xsrfToken: 'x',
      expiresAt: NOW + 30 * DAY,
    }));
    expect(
      (await client.signIn(SEED_CREDENTIALS.shopper.email, SEED_CREDENTIALS.shopper.password)).status,
    ).toBe(200);
    expect(storage.count(COLLECTIONS.sessions)).toBeLessThanOrEqual(RETENTION.maxSessions);
    expect(storage.get(COLLECTIONS.sessions, 'old-0')).toBeUndefined();
    expect(storage.get(COLLECTIONS.sessions, `old-${RETENTION.maxSessions - 1}`)).toBeDefined();
    // The new session is the one kept: the shopper is signed in.
    expect((await client.post('/api/site-users/account/locale', { language: 'fr' })).status).toBe(200);
  });

  it('restock sign-ups, with their pending index entries', async () => {
    const { client, storage } = await setup({ now: () => NOW });
    const email = (i: number) => `fan${i}@example.com`;
    fill(storage, COLLECTIONS.restock, RETENTION.maxRestockSignUps, (id, i) => ({
      id,
      productId: PRODUCT_IDS.tee,
      variantId: 'var-tee-m-blk',
      siteVisitorEmail: email(i),
      isJoinMailingList: false,
      language: null,
      createdOn: NOW,
      notifiedOn: null,
    }));
    fill(storage, COLLECTIONS.restockPending, RETENTION.maxRestockSignUps, (_, i) => `old-${i}`);
    const res = await client.post('/api/site-users/account/notifications/restock', {
      productId: PRODUCT_IDS.tee,
      variantId: 'var-tee-m-blk',
      siteVisitorEmail: 'latest@example.com',
      isJoinMailingList: false,
      captchaToken: 'pass',
    });
    expect(res.status).toBe(200);
    expect(storage.count(COLLECTIONS.restock)).toBeLessThanOrEqual(RETENTION.maxRestockSignUps);
    expect(storage.get(COLLECTIONS.restock, 'old-0')).toBeUndefined();
    expect(
      storage.get(COLLECTIONS.restockPending, restockPendingKey(PRODUCT_IDS.tee, 'var-tee-m-blk', email(0))),
    ).toBe(undefined);
    expect(
      storage.get(
        COLLECTIONS.restockPending,
        restockPendingKey(PRODUCT_IDS.tee, 'var-tee-m-blk', 'latest@example.com'),
      ),
    ).toBeDefined();
  });

  it('form submissions and newsletter entries', async () => {
    const { client, storage } = await setup({ now: () => NOW });
    fill(storage, COLLECTIONS.formSubmissions, RETENTION.maxFormSubmissions, (id) => ({
      id,
      formId: FORM_IDS.newsletter,
      values: {},
      page: null,
      captchaVerified: true,
      createdAt: NOW,
    }));
    fill(storage, COLLECTIONS.newsletter, RETENTION.maxNewsletterEntries, (id) => ({
      email: id,
      formId: FORM_IDS.newsletter,
      createdAt: NOW,
    }));
    const res = await client.post('/api/form/SaveFormSubmission', {
      formId: FORM_IDS.newsletter,
      key: await formKey(client),
      captchaKey: 'pass',
      form: JSON.stringify({ email: 'reader@example.com' }),
    });
    expect(res.status).toBe(200);
    expect(storage.count(COLLECTIONS.formSubmissions)).toBeLessThanOrEqual(RETENTION.maxFormSubmissions);
    expect(storage.count(COLLECTIONS.newsletter)).toBeLessThanOrEqual(RETENTION.maxNewsletterEntries);
    expect(storage.get(COLLECTIONS.formSubmissions, 'old-0')).toBeUndefined();
    expect(storage.get(COLLECTIONS.newsletter, 'old-0')).toBeUndefined();
    expect(storage.get(COLLECTIONS.formSubmissions, res.body.submissionId)).toBeDefined();
    expect(storage.get(COLLECTIONS.newsletter, 'reader@example.com')).toBeDefined();
  });
});
