import { createHeaderFooterApi } from '@storefront-widgets/platform/headerFooter';
import { createLanguagesApi } from '@storefront-widgets/platform/languages';
import { describe, expect, it } from 'vitest';
import { visitBackend } from './helpers/backend';

describe('header and footer against the reference backend (platform §7)', () => {
  it('reads the header and footer, saves both and reads back what was saved', async () => {
    const { client, requests } = await visitBackend('owner');
    const api = createHeaderFooterApi(client);
    const initial = await api.get();
    expect(Object.keys(initial).sort()).toEqual(['footer', 'header']);
    const next = { header: { layout: 'centered', showCart: false }, footer: { text: '© Example Store' } };
    expect(await api.save(next)).toEqual(next);
    expect(await api.get()).toEqual(next);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/site-header-footer',
      'PUT /api/site-header-footer',
      'GET /api/site-header-footer',
    ]);
    expect(requests[1]?.body).toEqual(next);
  });

  it('refuses a shopper', async () => {
    const { client } = await visitBackend('shopper');
    await expect(createHeaderFooterApi(client).get()).rejects.toMatchObject({ status: 401 });
  });
});

describe('languages against the reference backend (platform §7)', () => {
  it('reads settings, status and languages, puts a list, and disconnects the provider', async () => {
    const { client, requests } = await visitBackend('owner');
    const api = createLanguagesApi(client);
    expect(await api.getStatus()).toEqual({ connected: true, provider: 'fake-translate' });
    expect(await api.getSettings()).toMatchObject({
      enabled: false,
      defaultLanguage: 'en',
      languages: ['en'],
    });
    expect(await api.setLanguages(['fr', 'de'])).toEqual({ languages: ['en', 'fr', 'de'] });
    expect(requests.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/multilingual/languages',
      body: { languages: ['fr', 'de'] },
    });
    const { languages } = await api.getLanguages();
    expect(languages).toEqual([
      { code: 'en', isDefault: true },
      { code: 'fr', isDefault: false },
      { code: 'de', isDefault: false },
    ]);
    expect(await api.getSettings()).toMatchObject({ enabled: true });
    expect(await api.disconnect()).toEqual({ connected: false });
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/multilingual/connection' });
    expect(await api.getStatus()).toEqual({ connected: false, provider: null });
    await expect(api.setLanguages(['fr'])).rejects.toMatchObject({
      status: 409,
      message: 'Connect a translation provider first.',
    });
  });
});
