import type { Context, Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { ApiError, fieldError } from '../http/ApiError';
import {
  asObject,
  type Fields,
  optionalString,
  requireArray,
  requireInteger,
  requireString,
} from '../http/fields';
import { readBody } from '../http/readBody';
import { randomToken } from '../security/randomToken';
import { requireCrumb } from '../security/requireCrumb';
import { requireOwner } from '../security/sessions';
import { COLLECTIONS } from '../seed/records';

/** Languages the fake translation provider offers. */
const AVAILABLE_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'ja', 'pt-BR'];
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** Navigation item (platform §3); same shape as `NavigationItem` in core's api/types. */
interface NavigationItem {
  collectionId?: string;
  externalLink?: string;
  memberAreaId?: string;
  title?: string;
  children: NavigationItem[];
}

const NAMESPACE = /^[A-Za-z0-9._-]{1,64}$/;

interface MultilingualRecord {
  connected: boolean;
  provider: string | null;
  defaultLanguage: string;
  languages: string[];
  multilingualTransactionalEmails: boolean;
}

/** A JSON object of reasonable depth for free-form owner data (header/footer). */
function requireJsonObject(fields: Fields, name: string): Record<string, unknown> {
  const value = fields[name];
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw fieldError(name, `"${name}" must be an object.`);
  return value as Record<string, unknown>;
}

/** Validates a navigation item list (at most 3 levels, 200 items per level). */
function readNavigationItems(value: unknown, path: string, depth: number): NavigationItem[] {
  if (!Array.isArray(value)) throw fieldError(path, `"${path}" must be an array.`);
  if (value.length > 200) throw fieldError(path, `"${path}" must have at most 200 items.`);
  if (depth > 3) throw fieldError(path, 'Navigation can be nested at most 3 levels deep.');
  return value.map((raw, i) => {
    const itemPath = `${path}[${i}]`;
    const fields = asObject(raw, itemPath);
    const item: NavigationItem = { children: [] };
    for (const key of ['collectionId', 'externalLink', 'memberAreaId', 'title'] as const) {
      const v = fields[key];
      if (v === undefined || v === null) continue;
      if (typeof v !== 'string' || v.length > 2000)
        throw fieldError(`${itemPath}.${key}`, `"${itemPath}.${key}" must be a string.`);
      item[key] = v;
    }
    if (fields.children !== undefined)
      item.children = readNavigationItems(fields.children, `${itemPath}.children`, depth + 1);
    return item;
  });
}

/**
 * Registers the store-owner calls of spec/platform.md §7: languages, header/footer, commerce
 * preferences, navigation, site layout and store creation. All need the owner session (401);
 * mutations also need the crumb (403).
 */
export function registerOwnerRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  const ownerRead = (c: Context) => requireOwner(c, ctx);
  const ownerWrite = (c: Context) => {
    requireCrumb(c);
    return requireOwner(c, ctx);
  };
  const multilingual = (): MultilingualRecord =>
    storage.get<MultilingualRecord>(COLLECTIONS.multilingual, 'settings') ?? {
      connected: true,
      provider: 'fake-translate',
      defaultLanguage: 'en',
      languages: ['en'],
      multilingualTransactionalEmails: false,
    };

  // ---- Languages -------------------------------------------------------------------------------
  app.get('/api/multilingual/settings', (c) => {
    ownerRead(c);
    const m = multilingual();
    return c.json({
      enabled: m.connected && m.languages.length > 1,
      defaultLanguage: m.defaultLanguage,
      languages: m.languages,
      multilingualTransactionalEmails: m.multilingualTransactionalEmails,
    });
  });
  app.get('/api/multilingual/status', (c) => {
    ownerRead(c);
    const m = multilingual();
    return c.json({ connected: m.connected, provider: m.provider });
  });
  app.get('/api/multilingual/languages', (c) => {
    ownerRead(c);
    const m = multilingual();
    return c.json({
      languages: m.languages.map((code) => ({ code, isDefault: code === m.defaultLanguage })),
      availableLanguages: AVAILABLE_LANGUAGES,
    });
  });
  app.put('/api/multilingual/languages', async (c) => {
    ownerWrite(c);
    const body = asObject(await readBody(c));
    const list = requireArray(body, 'languages', 50);
    const languages = list.map((v, i) => {
      if (typeof v !== 'string' || !LANGUAGE_TAG.test(v))
        throw fieldError(`languages[${i}]`, `"languages[${i}]" must be a language tag.`);
      return v;
    });
    const m = multilingual();
    if (!m.connected) throw new ApiError(409, 'Connect a translation provider first.');
    const next = { ...m, languages: [...new Set([m.defaultLanguage, ...languages])] };
    storage.put(COLLECTIONS.multilingual, 'settings', next);
    return c.json({ languages: next.languages });
  });
  app.delete('/api/multilingual/connection', (c) => {
    ownerWrite(c);
    const next = {
      ...multilingual(),
      connected: false,
      provider: null,
      languages: [multilingual().defaultLanguage],
    };
    storage.put(COLLECTIONS.multilingual, 'settings', next);
    return c.json({ connected: false });
  });

  // ---- Header and footer -----------------------------------------------------------------------
  const defaultHeaderFooter = { header: { layout: 'brand-left', showCart: true }, footer: { text: '' } };
  app.get('/api/site-header-footer', (c) => {
    ownerRead(c);
    return c.json(storage.get(COLLECTIONS.headerFooter, 'site') ?? defaultHeaderFooter);
  });
  app.put('/api/site-header-footer', async (c) => {
    ownerWrite(c);
    const body = asObject(await readBody(c));
    const value = { header: requireJsonObject(body, 'header'), footer: requireJsonObject(body, 'footer') };
    storage.put(COLLECTIONS.headerFooter, 'site', value);
    return c.json(value);
  });

  // ---- Commerce preferences --------------------------------------------------------------------
  const namespaceOf = (c: Context) => {
    const namespace = c.req.param('namespace') ?? '';
    if (!NAMESPACE.test(namespace))
      throw fieldError('namespace', '"namespace" must be 1–64 letters, digits, dots, dashes or underscores.');
    return namespace;
  };
  app.get('/api/v1/commerce-preferences/:namespace', (c) => {
    ownerRead(c);
    const prefs = storage.get<Record<string, unknown>>(COLLECTIONS.preferences, namespaceOf(c)) ?? {};
    return c.json({ websiteId: ctx.site().websiteId, ...prefs });
  });
  app.put('/api/v1/commerce-preferences/:namespace', async (c) => {
    ownerWrite(c);
    const namespace = namespaceOf(c);
    const body = asObject(await readBody(c));
    const entries = Object.entries(body).filter(([key]) => key !== 'websiteId');
    if (entries.length > 200) throw fieldError('body', 'At most 200 preferences per namespace.');
    for (const [key, value] of entries) {
      const ok = value === null || ['string', 'number', 'boolean'].includes(typeof value);
      if (!ok || key.length > 100)
        throw fieldError(key, `"${key}" must be a string, number, boolean or null.`);
    }
    const prefs = Object.fromEntries(entries);
    storage.put(COLLECTIONS.preferences, namespace, prefs);
    return c.json({ websiteId: ctx.site().websiteId, ...prefs });
  });

  // ---- Navigation and layout -------------------------------------------------------------------
  const layout = () => [
    { identifier: 'mainNav', links: storage.get<NavigationItem[]>(COLLECTIONS.navigation, 'mainNav') ?? [] },
    {
      identifier: 'secondaryNav',
      links: storage.get<NavigationItem[]>(COLLECTIONS.navigation, 'secondaryNav') ?? [],
    },
  ];
  app.get('/api/commondata/GetSiteLayout', (c) => {
    ownerRead(c);
    return c.json(layout());
  });
  app.post('/api/widget/UpdateNavigation', async (c) => {
    ownerWrite(c);
    const body = asObject(await readBody(c));
    const fieldName = requireString(body, 'fieldName', { max: 100 });
    if (fieldName !== 'mainNav' && fieldName !== 'secondaryNav')
      throw fieldError('fieldName', '"fieldName" must be mainNav or secondaryNav.');
    requireString(body, 'templateId', { max: 200 });
    const navigation = asObject(body.navigation, 'navigation');
    const items = readNavigationItems(navigation.items, 'navigation.items', 1);
    storage.put(COLLECTIONS.navigation, fieldName, items);
    return c.json({ fieldName, navigation: { items } });
  });

  // ---- Store creation --------------------------------------------------------------------------
  const PRODUCTS_PATH = '/api/content-service/product/1.1/websites/:websiteId/products';
  const checkWebsite = (c: Context) => {
    if (c.req.param('websiteId') !== ctx.site().websiteId) throw new ApiError(404, 'No such website.');
  };
  app.get(PRODUCTS_PATH, (c) => {
    ownerRead(c);
    checkWebsite(c);
    return c.json({ collections: storage.list(COLLECTIONS.storeCollections) });
  });
  app.post(PRODUCTS_PATH, async (c) => {
    ownerWrite(c);
    checkWebsite(c);
    const body = asObject(await readBody(c));
    const title = requireString(body, 'title', { max: 200 });
    const navigationTitle = requireString(body, 'navigationTitle', { max: 200 });
    const urlId = requireString(body, 'urlId', { max: 200 });
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(urlId))
      throw fieldError('urlId', '"urlId" must be lowercase letters, digits and dashes.');
    const description = optionalString(body, 'description', { max: 5000 }) ?? '';
    if (body.enabled !== true) throw fieldError('enabled', '"enabled" must be true.');
    const collection = storage.transaction(() => {
      const taken = storage
        .list<{ urlId: string }>(COLLECTIONS.storeCollections)
        .some((s) => s.urlId === urlId);
      if (taken)
        throw new ApiError(409, { message: 'A page with this URL already exists.', errors: { urlId } });
      const record = {
        id: `collection-${randomToken(8)}`,
        title,
        navigationTitle,
        urlId,
        description,
        enabled: true,
        createdOn: ctx.now(),
      };
      storage.put(COLLECTIONS.storeCollections, record.id, record);
      return record;
    });
    return c.json(collection, 201);
  });
  app.post(`${PRODUCTS_PATH}/:collectionId/categories`, async (c) => {
    ownerWrite(c);
    checkWebsite(c);
    const collectionId = c.req.param('collectionId');
    if (!storage.get(COLLECTIONS.storeCollections, collectionId))
      throw new ApiError(404, 'No such store collection.');
    const body = asObject(await readBody(c));
    const displayName = requireString(body, 'displayName', { max: 200 });
    if (body.parentCategoryId !== undefined && body.parentCategoryId !== null)
      throw fieldError('parentCategoryId', 'A root category has no parent.');
    if (body.type !== 'ROOT') throw fieldError('type', '"type" must be ROOT.');
    if (body.pageRendering !== 'LIST_VIEW')
      throw fieldError('pageRendering', '"pageRendering" must be LIST_VIEW.');
    const displayIndex = requireInteger(body, 'displayIndex', 0, 10_000);
    const category = {
      id: `category-${randomToken(8)}`,
      collectionId,
      displayName,
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex,
    };
    storage.put(COLLECTIONS.storeCategories, category.id, category);
    return c.json(category, 201);
  });
}
