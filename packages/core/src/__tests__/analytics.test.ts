import {
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_KEYS,
  type AnalyticsStorage,
  createAnalyticsSession,
  createAnalyticsTracker,
} from '@storefront-widgets/core';
import { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSender } from './helpers/fakeSender';
import { memoryJar } from './helpers/memoryJar';

function memoryStorage(): AnalyticsStorage & { local: Map<string, string>; session: Map<string, string> } {
  const area = () => {
    const map = new Map<string, string>();
    return Object.assign(map, {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    });
  };
  return { local: area(), session: area() };
}
const blocked: AnalyticsStorage = {
  local: {
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
    removeItem: () => {},
  },
  session: {
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
    setItem: () => {},
  },
};
const win = {
  innerWidth: 1280,
  innerHeight: 900,
  navigator: { language: 'en-US', userAgent: 'TestAgent/1.0' },
  location: { host: 'shop.test', pathname: '/products/tee', search: '?color=red' },
  document: { referrer: 'https://search.test/' },
};
const NOW = Date.UTC(2026, 0, 2);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('analytics session (platform §4)', () => {
  let ids = 0;
  const newId = () => `id-${++ids}`;

  it('reads the id from the cookie, then localStorage, then memory, else makes one; stores it for 390 days', () => {
    const storage = memoryStorage();
    const jar = memoryJar({ [ANALYTICS_KEYS.analyticsId]: 'from-cookie' });
    expect(createAnalyticsSession({ jar, storage, now: () => NOW, newId }).analyticsId()).toBe('from-cookie');
    expect(jar.written.get(ANALYTICS_KEYS.analyticsId)).toEqual({
      path: '/',
      expires: ANALYTICS_COOKIE_DAYS,
    });
    expect(storage.local.get(ANALYTICS_KEYS.analyticsIdExpiration)).toBe(String(NOW + 390 * 86_400_000));

    const fromStorage = memoryStorage();
    fromStorage.local.set(ANALYTICS_KEYS.analyticsId, 'from-storage');
    fromStorage.local.set(ANALYTICS_KEYS.analyticsIdExpiration, String(NOW + 1));
    expect(
      createAnalyticsSession({ jar: memoryJar(), storage: fromStorage, now: () => NOW, newId }).analyticsId(),
    ).toBe('from-storage');

    const fresh = createAnalyticsSession({
      jar: memoryJar(),
      storage: memoryStorage(),
      now: () => NOW,
      newId,
    });
    const made = fresh.analyticsId();
    expect(made).toMatch(/^id-\d+$/);
    expect(fresh.analyticsId()).toBe(made);
  });

  it('a stored id past its expiry is removed and replaced', () => {
    const storage = memoryStorage();
    storage.local.set(ANALYTICS_KEYS.analyticsId, 'old');
    storage.local.set(ANALYTICS_KEYS.analyticsIdExpiration, String(NOW));
    const id = createAnalyticsSession({ jar: memoryJar(), storage, now: () => NOW, newId }).analyticsId();
    expect(id).not.toBe('old');
    expect(storage.local.get(ANALYTICS_KEYS.analyticsId)).toBe(id);
  });

  it('blocked storage: the id lives in the cookie and memory, with the warnings; flags read false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const jar = memoryJar();
    const session = createAnalyticsSession({ jar, storage: blocked, now: () => NOW, newId });
    const id = session.analyticsId();
    expect(jar.values.get(ANALYTICS_KEYS.analyticsId)).toBe(id);
    expect(warn).toHaveBeenCalledWith('Unable to store analyticsId');
    expect(session.sessionInfo()).toEqual({
      isFirstLanding: false,
      isFirstSession: false,
      sessionId: expect.any(String),
    });
    expect(warn).toHaveBeenCalledWith('Unable access local/session storage.');
  });

  it('first landing in localStorage, first session in sessionStorage, session id cookie made once', () => {
    const storage = memoryStorage();
    const jar = memoryJar();
    const session = createAnalyticsSession({ jar, storage, now: () => NOW, newId });
    const first = session.sessionInfo();
    expect(first).toMatchObject({ isFirstLanding: true, isFirstSession: true });
    expect(session.sessionInfo()).toEqual({ ...first, isFirstLanding: false });
    storage.session.clear();
    jar.values.delete(ANALYTICS_KEYS.sessionId);
    const later = session.sessionInfo();
    expect(later).toMatchObject({ isFirstLanding: false, isFirstSession: false });
    expect(later.sessionId).not.toBe(first.sessionId);
  });
});

describe('analytics tracker (platform §3, §7, §8)', () => {
  const setup = (options: { status?: number; beacon?: boolean; environment?: string } = {}) => {
    const sender = fakeSender();
    if (options.status !== undefined) {
      const status = options.status;
      sender.post = async (url, body) => {
        sender.sent.push({ via: 'post', url, body: 'json' in body ? body.json : null });
        if (status >= 300)
          throw new HTTPError(new Response(null, { status }), new Request('https://shop.test/'), {} as never);
        return status;
      };
    }
    const beacons: string[] = [];
    const tracker = createAnalyticsTracker({
      sender,
      win,
      session: createAnalyticsSession({
        jar: memoryJar(),
        storage: memoryStorage(),
        now: () => NOW,
        newId: () => 'fixed-id',
      }),
      sendBeacon: options.beacon === false ? null : (url) => beacons.push(url) > 0,
      ...(options.environment ? { environment: options.environment } : {}),
      endpoints: { dev: 'https://dev.events.test/events', prod: '/api/analytics/events' },
      fields: { context_website_id: 'site-1' },
      now: () => NOW,
    });
    return { tracker, sender, beacons };
  };

  it('the envelope holds the schema name and every auto-filled field as JSON text', () => {
    const { tracker } = setup();
    const envelope = tracker.envelope('product_view', { object_identifier: 'p1' });
    expect(envelope.eventSchemaName).toBe('product_view');
    expect(JSON.parse(envelope.eventContent)).toEqual({
      analytics_id: 'fixed-id',
      session_id: 'fixed-id',
      browser_language: 'en-US',
      browser_locale: 'en-US',
      browser_window_height: 900,
      browser_window_width: 1280,
      client_name: 'WEB',
      client_version: 'storefront',
      enduser_user_agent: 'TestAgent/1.0',
      event_occurrence_timestamp: NOW,
      page_host: 'shop.test',
      page_path: '/products/tee',
      page_query_params: 'color=red',
      page_referrer_url: 'https://search.test/',
      source_environment: 'prod',
      custom_schema_name: 'product_view',
      context_website_id: 'site-1',
      object_identifier: 'p1',
    });
  });

  it('warns when caller input overwrites an auto-filled field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { tracker } = setup();
    expect(JSON.parse(tracker.envelope('x', { page_path: '/other' }).eventContent).page_path).toBe('/other');
    expect(warn).toHaveBeenCalledWith(
      'Analytics field "page_path" was auto-filled and is overwritten by caller input.',
    );
  });

  it('the environment selects the endpoint; an invalid one warns and uses prod', () => {
    expect(setup({ environment: 'dev' }).tracker.endpoint).toBe('https://dev.events.test/events');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { tracker } = setup({ environment: 'moon' });
    expect(tracker.environment).toBe('prod');
    expect(warn).toHaveBeenCalledWith('Invalid source environment "moon"; using prod.');
  });

  it('sends by beacon by default, else a JSON request; 200 and 202 succeed', async () => {
    const byBeacon = setup();
    await byBeacon.tracker.track('product_view');
    expect(byBeacon.beacons).toEqual(['/api/analytics/events']);
    expect(byBeacon.sender.sent).toEqual([]);
    for (const status of [200, 202]) {
      const { tracker, sender } = setup({ beacon: false, status });
      await expect(tracker.track('product_view')).resolves.toBeUndefined();
      expect(sender.sent[0]?.body).toMatchObject({ eventSchemaName: 'product_view' });
    }
  });

  it("any other status rejects with 'Error tracking event: HTTP Status {code}'", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const status of [201, 204, 400, 500]) {
      const { tracker } = setup({ beacon: false, status });
      await expect(tracker.track('product_view')).rejects.toThrow(
        `Error tracking event: HTTP Status ${status}`,
      );
    }
    expect(error).toHaveBeenCalledWith('Error tracking event: HTTP Status 500');
  });
});
