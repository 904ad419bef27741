import {
  type CensusContext,
  createLegacyEvents,
  LEGACY_EVENT_FIELDS,
  legacyEventData,
} from '@storefront-widgets/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSender } from './helpers/fakeSender';
import { memoryJar } from './helpers/memoryJar';

const anonymous: CensusContext = {
  siteUser: { authenticated: false, siteUserId: null },
  path: '/courses/intro',
};
const location = { hash: '#lesson-2', pathname: '/courses/intro' };
const page = {
  websiteId: 'site-1',
  templateId: 'tpl-7',
  variantId: 'tpl-7-dark',
  memberAccountId: 'member-3',
  memberLocale: 'fr-FR',
  websiteLocale: 'en-US',
};

function setup(options: { jar?: Record<string, string>; context?: CensusContext; apiBase?: string } = {}) {
  const sender = fakeSender();
  const events = createLegacyEvents({
    sender,
    jar: memoryJar(options.jar ?? { crumb: 'crumb-abc' }),
    location,
    context: options.context ?? anonymous,
    page,
    ...(options.apiBase ? { apiBase: options.apiBase } : {}),
  });
  return { sender, events };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('legacy events (platform §3, §7)', () => {
  it('the payload: the page hash and path, the website, template, variant, member and locales', () => {
    expect(legacyEventData(location, page)).toEqual({
      pageHash: 'lesson-2',
      pagePath: '/courses/intro',
      websiteId: 'site-1',
      templateId: 'tpl-7',
      variantId: 'tpl-7-dark',
      memberAccountId: 'member-3',
      member_locale: 'fr-FR',
      website_locale: 'en-US',
    });
    const bare = legacyEventData({ hash: '', pathname: '/' }, {});
    expect(Object.keys(bare)).toEqual([...LEGACY_EVENT_FIELDS]);
    expect(bare).toMatchObject({ pageHash: null, pagePath: '/', websiteId: null, member_locale: null });
  });

  it('goes to RecordEvent by beacon, form-encoded: the crumb from the cookie, the event, data as JSON text', async () => {
    const { sender, events } = setup();
    expect(await events.record('joinClick', { button: 'Join now' })).toBe(true);
    expect(sender.sent).toEqual([
      {
        via: 'beacon',
        url: '/api/events/RecordEvent',
        body: { crumb: 'crumb-abc', event: 'joinClick', data: expect.any(String) },
      },
    ]);
    const body = sender.sent[0]?.body as { data: string };
    expect(JSON.parse(body.data)).toEqual({ ...legacyEventData(location, page), button: 'Join now' });
  });

  it('is posted under the API base when the page has one', async () => {
    const { sender, events } = setup({ apiBase: 'https://api.shop.test' });
    await events.record('x');
    expect(sender.sent[0]?.url).toBe('https://api.shop.test/api/events/RecordEvent');
  });

  it('nothing without a crumb cookie, for a signed-in user, or under a bad name', async () => {
    const noCrumb = setup({ jar: {} });
    expect(await noCrumb.events.record('x')).toBe(false);
    expect(noCrumb.sender.sent).toEqual([]);

    const signedIn = setup({
      context: { ...anonymous, siteUser: { authenticated: true, siteUserId: 'u1' } },
    });
    expect(signedIn.events.allowed).toBe(false);
    expect(await signedIn.events.record('x')).toBe(false);
    expect(signedIn.sender.sent).toEqual([]);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sender, events } = setup();
    expect(await events.record('  ')).toBe(false);
    expect(await events.record('e'.repeat(201))).toBe(false);
    expect(await events.record('e'.repeat(200))).toBe(true);
    expect(sender.sent).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('[storefront] a legacy event name must be 1 to 200 characters');
  });

  it('a failed send resolves false', async () => {
    const { sender, events } = setup();
    sender.beacon = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await events.record('x')).toBe(false);
  });
});
