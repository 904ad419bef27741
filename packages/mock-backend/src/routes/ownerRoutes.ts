import {
  API_ROUTES,
  type CommercePreferencesResponse,
  CommercePreferencesSchema,
  type HeaderFooter,
  HeaderFooterSchema,
  type MultilingualLanguages,
  MultilingualLanguagesRequestSchema,
  type MultilingualSettings,
  type MultilingualStatus,
  type NavigationItem,
  PREFERENCES_NAMESPACE,
  type RootCategory,
  RootCategoryRequestSchema,
  type SiteLayoutEntry,
  type StoreCollection,
  StoreCollectionRequestSchema,
  UpdateNavigationRequestSchema,
} from '@storefront-widgets/core';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppContext } from '../app/AppContext';
import { fieldError, httpError } from '../http/httpError';
import { validateBody } from '../http/validate';
import { randomToken } from '../security/randomToken';
import { requireCrumb } from '../security/requireCrumb';
import { ownerSession, ownerWrite } from '../security/sessions';
import { COLLECTIONS } from '../seed/records';

/** Languages the fake translation provider offers. */
const AVAILABLE_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'ja', 'pt-BR'];

interface MultilingualRecord {
  connected: boolean;
  provider: string | null;
  defaultLanguage: string;
  languages: string[];
  multilingualTransactionalEmails: boolean;
}

/**
 * Registers the store-owner calls of the platform: languages, header/footer, commerce
 * preferences, navigation, site layout and store creation. All need the owner session (401);
 * mutations also need the crumb (403), checked before the session, and the session's
 * X-SiteUser-XSRF-Token (403, `ownerWrite`).
 */
export function registerOwnerRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  const owner = ownerSession(ctx);
  const write = ownerWrite(ctx);
  const crumb = requireCrumb();
  const multilingual = (): MultilingualRecord =>
    storage.get<MultilingualRecord>(COLLECTIONS.multilingual, 'settings') ?? {
      connected: true,
      provider: 'fake-translate',
      defaultLanguage: 'en',
      languages: ['en'],
      multilingualTransactionalEmails: false,
    };

  // ---- Languages -------------------------------------------------------------------------------
  app.get(API_ROUTES.multilingualSettings, owner, (c) => {
    const m = multilingual();
    return c.json({
      enabled: m.connected && m.languages.length > 1,
      defaultLanguage: m.defaultLanguage,
      languages: m.languages,
      multilingualTransactionalEmails: m.multilingualTransactionalEmails,
    } satisfies MultilingualSettings);
  });
  app.get(API_ROUTES.multilingualStatus, owner, (c) => {
    const m = multilingual();
    return c.json({ connected: m.connected, provider: m.provider } satisfies MultilingualStatus);
  });
  app.get(API_ROUTES.multilingualLanguages, owner, (c) => {
    const m = multilingual();
    return c.json({
      languages: m.languages.map((code) => ({ code, isDefault: code === m.defaultLanguage })),
      availableLanguages: AVAILABLE_LANGUAGES,
    } satisfies MultilingualLanguages);
  });
  app.put(
    API_ROUTES.multilingualLanguages,
    crumb,
    write,
    validateBody(MultilingualLanguagesRequestSchema),
    (c) => {
      const { languages } = c.req.valid('json');
      const m = multilingual();
      if (!m.connected) throw httpError(409, 'Connect a translation provider first.');
      const next = { ...m, languages: [...new Set([m.defaultLanguage, ...languages])] };
      storage.put(COLLECTIONS.multilingual, 'settings', next);
      return c.json({ languages: next.languages });
    },
  );
  app.delete(API_ROUTES.multilingualConnection, crumb, write, (c) => {
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
  const defaultHeaderFooter: HeaderFooter = {
    header: { layout: 'brand-left', showCart: true },
    footer: { text: '' },
  };
  app.get(API_ROUTES.headerFooter, owner, (c) =>
    c.json(storage.get<HeaderFooter>(COLLECTIONS.headerFooter, 'site') ?? defaultHeaderFooter),
  );
  app.put(API_ROUTES.headerFooter, crumb, write, validateBody(HeaderFooterSchema), (c) => {
    const value: HeaderFooter = c.req.valid('json');
    storage.put(COLLECTIONS.headerFooter, 'site', value);
    return c.json(value);
  });

  // ---- Commerce preferences --------------------------------------------------------------------
  const namespaceOf = (c: Context) => {
    const namespace = c.req.param('namespace') ?? '';
    if (!PREFERENCES_NAMESPACE.test(namespace))
      throw fieldError('namespace', '"namespace" must be 1–64 letters, digits, dots, dashes or underscores.');
    return namespace;
  };
  app.get(API_ROUTES.commercePreferences, owner, (c) => {
    const prefs = storage.get<Record<string, unknown>>(COLLECTIONS.preferences, namespaceOf(c)) ?? {};
    return c.json({ websiteId: ctx.site().websiteId, ...prefs });
  });
  app.put(API_ROUTES.commercePreferences, crumb, write, validateBody(CommercePreferencesSchema), (c) => {
    const namespace = namespaceOf(c);
    const prefs = Object.fromEntries(
      Object.entries(c.req.valid('json')).filter(([key]) => key !== 'websiteId'),
    );
    storage.put(COLLECTIONS.preferences, namespace, prefs);
    return c.json({ websiteId: ctx.site().websiteId, ...prefs } satisfies CommercePreferencesResponse);
  });

  // ---- Navigation and layout -------------------------------------------------------------------
  const links = (name: 'mainNav' | 'secondaryNav') =>
    storage.get<NavigationItem[]>(COLLECTIONS.navigation, name) ?? [];
  app.get(API_ROUTES.siteLayout, owner, (c) =>
    c.json([
      { identifier: 'mainNav', links: links('mainNav') },
      { identifier: 'secondaryNav', links: links('secondaryNav') },
    ] satisfies SiteLayoutEntry[]),
  );
  app.post(API_ROUTES.updateNavigation, crumb, write, validateBody(UpdateNavigationRequestSchema), (c) => {
    const { fieldName, navigation } = c.req.valid('json');
    const items = navigation.items as NavigationItem[];
    storage.put(COLLECTIONS.navigation, fieldName, items);
    return c.json({ fieldName, navigation: { items } });
  });

  // ---- Store creation --------------------------------------------------------------------------
  const website: MiddlewareHandler = async (c, next) => {
    if (c.req.param('websiteId') !== ctx.site().websiteId) throw httpError(404, 'No such website.');
    await next();
  };
  app.get(API_ROUTES.storeCollections, owner, website, (c) =>
    c.json({ collections: storage.list<StoreCollection>(COLLECTIONS.storeCollections) }),
  );
  app.post(
    API_ROUTES.storeCollections,
    crumb,
    write,
    website,
    validateBody(StoreCollectionRequestSchema),
    (c) => {
      const request = c.req.valid('json');
      const collection = storage.transaction(() => {
        const taken = storage
          .list<StoreCollection>(COLLECTIONS.storeCollections)
          .some((s) => s.urlId === request.urlId);
        if (taken)
          throw httpError(409, {
            message: 'A page with this URL already exists.',
            errors: { urlId: request.urlId },
          });
        const record: StoreCollection = {
          id: `collection-${randomToken(8)}`,
          title: request.title,
          navigationTitle: request.navigationTitle,
          urlId: request.urlId,
          description: request.description ?? '',
          enabled: true,
          createdOn: ctx.now(),
        };
        storage.put(COLLECTIONS.storeCollections, record.id, record);
        return record;
      });
      return c.json(collection, 201);
    },
  );
  app.post(
    API_ROUTES.storeCategories,
    crumb,
    write,
    website,
    // The collection is checked before the body is read: an unknown one is a 404 whatever the body.
    async (c, next) => {
      if (!storage.get(COLLECTIONS.storeCollections, c.req.param('collectionId') ?? ''))
        throw httpError(404, 'No such store collection.');
      await next();
    },
    validateBody(RootCategoryRequestSchema),
    (c) => {
      const request = c.req.valid('json');
      const category: RootCategory = {
        id: `category-${randomToken(8)}`,
        collectionId: c.req.param('collectionId'),
        displayName: request.displayName,
        parentCategoryId: null,
        type: 'ROOT',
        pageRendering: 'LIST_VIEW',
        displayIndex: request.displayIndex,
      };
      storage.put(COLLECTIONS.storeCategories, category.id, category);
      return c.json(category, 201);
    },
  );
}
