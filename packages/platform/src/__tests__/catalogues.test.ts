import { CURRENCIES as CORE_CURRENCIES } from '@storefront-widgets/core/money';
import {
  ANCHOR_POSITIONS,
  BackgroundSource,
  BILLING_PERIODS_PER_YEAR,
  BlockType,
  BlockVariant,
  blockTypeOfVariant,
  blockTypes,
  blockVariants,
  COLLECTION_VIEWS,
  CONTENT_STATUSES,
  CollectionType,
  CURRENCIES,
  CURRENCY_CODES,
  collectionTypes,
  contentStatusLabel,
  createCodeLookup,
  currencyByNumericCode,
  currencyName,
  DEVICE_VIEWS,
  EDITOR_LIMITS,
  FLUID_ENGINE,
  FORM_FIELD_SETTINGS,
  FORM_FIELD_TYPES,
  FORM_MODEL_SECTIONS,
  FolderBehavior,
  formFieldSettings,
  GALLERY_ITEM_MEDIA_TYPES,
  isFolderClickable,
  isOneOf,
  isUsTerritory,
  PageLayoutType,
  PageType,
  POPUP_OVERLAY_STORAGE_KEYS,
  ProductType,
  RecordType,
  recordTypes,
  SCREEN_TYPES,
  SITE_AESTHETICS_DIRTY_PATHS,
  SliceType,
  TWEAK_PAGE_TYPES,
  UPGRADE_PATHS,
  US_TERRITORIES,
  upgradePath,
  WebsiteRole,
  websiteRoles,
} from '@storefront-widgets/platform/catalogues';
import { describe, expect, it } from 'vitest';

describe('numeric catalogues with name↔code lookups', () => {
  it('numbers record types as platform §3 does, both ways', () => {
    expect(RecordType).toMatchObject({
      TEXT: 1,
      IMAGE: 2,
      QUOTE: 4,
      LINK: 5,
      AUDIO: 7,
      VIDEO: 8,
      STORE_ITEM: 11,
      EVENT: 12,
      GALLERY: 14,
      BINARY: 15,
      CSS_ASSET: 16,
      TWEAK_ASSET: 17,
      DIGITAL_GOOD: 18,
      ATTACHMENT: 19,
      WORDPRESS_EXPORT: 20,
      JSON_EXPORT: 21,
      SITE_SEARCH: 30,
      ACTIVE_TIME: 31,
      TWEET: 50,
      CHECKIN: 52,
      KBARTICLE: 54,
      CHAT: 6,
      REVIEW: 10,
      THREAD: 13,
      LESSON: 62,
      COURSE_ITEM: 63,
    });
    expect(recordTypes.nameOf(11)).toBe('STORE_ITEM');
    expect(recordTypes.slugOf(11)).toBe('store-item');
    expect(recordTypes.codeOf('store-item')).toBe(11);
    expect(recordTypes.codeOf('course item')).toBe(63);
    expect(recordTypes.codeOf('KBARTICLE')).toBe(54);
    expect(recordTypes.codeOf('unknown')).toBeUndefined();
    expect(recordTypes.nameOf(3)).toBeUndefined();
    expect(recordTypes.isCode(62)).toBe(true);
    expect(recordTypes.isCode('62')).toBe(false);
  });

  it('numbers collection types, folder behaviours, backgrounds, slices and page layouts', () => {
    expect(CollectionType).toEqual({
      GENERIC: 1,
      SUBSCRIPTION: 2,
      TEMPLATE_PAGE: 7,
      SPLASH_PAGE: 8,
      PAGE: 10,
      PRODUCTS: 13,
      ALBUM_BLOCK: 18,
      LESSONS: 24,
      COURSE: 25,
    });
    expect(collectionTypes.codeOf('album-block')).toBe(18);
    expect(FolderBehavior).toEqual({ INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 });
    expect(BackgroundSource).toEqual({ UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 });
    expect(SliceType).toEqual({ HEADING: 1, BODY: 3, IMAGE: 4 });
    expect(PageLayoutType).toEqual({ COVER_PAGE: 1, LOCK_SCREEN: 2, POPUP_OVERLAY: 3, SSO_SCREEN: 4 });
    expect(ProductType).toEqual({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 });
  });

  it('makes a folder clickable when its behaviour is missing, index or redirect (platform §2)', () => {
    expect([undefined, null, 1, 2, 3, 4].map((behavior) => isFolderClickable(behavior))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('has the block-type table of platform §3, including 1337', () => {
    expect(Object.keys(BlockType)).toHaveLength(64);
    expect(BlockType).toMatchObject({
      NAVIGATION: 1,
      TAGCLOUD: 14,
      COMMENTS: 16,
      SEARCH: 33,
      AUDIO: 41,
      SUMMARY_V2: 55,
      ZOLA: 63,
      ACUITY: 65,
      PRICING_PLAN: 72,
      WEBSITE_COMPONENT: 1337,
    });
    // 15 and 34–40 and 64 are not in the table.
    for (const gap of [15, 34, 40, 64]) expect(blockTypes.nameOf(gap)).toBeUndefined();
    expect([27, 28, 29, 30].map((code) => blockTypes.slugOf(code))).toEqual([
      'posts-by-author',
      'posts-by-tag',
      'posts-by-category',
      'posts-by-month',
    ]);
    expect(blockTypes.nameOf(1337)).toBe('WEBSITE_COMPONENT');
    expect(blockTypes.codeOf('horizontal rule')).toBe(47);
  });

  it('numbers the 19 block variants from 1000 in the spec order, each tied to its block', () => {
    const codes = Object.values(BlockVariant);
    expect(codes).toEqual(Array.from({ length: 19 }, (_, i) => 1000 + i));
    expect(blockVariants.nameOf(1000)).toBe('GALLERY_SLIDESHOW');
    expect(blockVariants.nameOf(1018)).toBe('TOCK_EVENTS');
    expect(blockTypeOfVariant(BlockVariant.GALLERY_GRID)).toBe(BlockType.GALLERY);
    expect(blockTypeOfVariant(BlockVariant.SUMMARY_WALL)).toBe(BlockType.SUMMARY_V2);
    expect(blockTypeOfVariant(BlockVariant.CHART_PIE)).toBe(BlockType.CHART);
    expect(blockTypeOfVariant(BlockVariant.IMAGE_COLLAGE)).toBe(BlockType.IMAGE);
    expect(blockTypeOfVariant(BlockVariant.TOCK_RESERVATIONS)).toBe(BlockType.TOCK);
    expect(blockTypeOfVariant(999)).toBeUndefined();
  });

  it('numbers pages and roles as the specs do, with no code listed twice', () => {
    expect(PageType).toMatchObject({ NOT_FOUND: 100, LOCK_SCREEN: 103, CART: 200, SIGN_ON_PAGE: 400 });
    expect(WebsiteRole).toMatchObject({ ADMIN: 1, MODERATOR: 6, VIEWER: 10, NONE: 14, DRAFT_EDITOR: 16 });
    expect(websiteRoles.codeOf('store manager')).toBe(8);
    expect(() => createCodeLookup({ A: 1, B: 1 })).toThrow('code 1 is listed twice (B)');
  });

  it('counts billing periods per year', () => {
    expect(BILLING_PERIODS_PER_YEAR).toEqual({ WEEK: 52, MONTH: 12, YEAR: 1 });
  });
});

describe('named lists', () => {
  it('lists screens, tweak pages, views and editor names word for word', () => {
    expect(SCREEN_TYPES).toEqual(['cover-page', 'lock-screen', 'popup-overlay', 'sso-screen']);
    expect(TWEAK_PAGE_TYPES).toEqual([
      'SPLASH_PAGE',
      'LOCK_SCREEN',
      'POPUP_OVERLAY',
      'CHECKOUT',
      'STYLE',
      'SSO_PAGE',
    ]);
    expect(DEVICE_VIEWS).toEqual(['desktop', 'phone', 'tablet']);
    expect(COLLECTION_VIEWS).toEqual(['list', 'grid', 'product']);
    expect(GALLERY_ITEM_MEDIA_TYPES).toEqual([
      'imageEmpty',
      'imageFile',
      'imageLicensed',
      'imageReused',
      'assetReused',
      'video',
    ]);
    expect(SITE_AESTHETICS_DIRTY_PATHS).toEqual([
      'colors.defaultThemeId',
      'fonts.activeThemeId',
      'colors.palette',
      'colors.themes',
      'fonts.themes',
      'fonts.fontUsageCategories',
    ]);
    expect(FORM_MODEL_SECTIONS).toEqual(['BUILD', 'STORAGE', 'ADVANCED', 'CAPTCHA', 'DISCLAIMER']);
    expect(Object.values(POPUP_OVERLAY_STORAGE_KEYS)).toEqual(['date-closed', 'version', 'submitted']);
    expect(isOneOf(SCREEN_TYPES, 'lock-screen')).toBe(true);
    expect(isOneOf(SCREEN_TYPES, 'LOCK_SCREEN')).toBe(false);
  });

  it('crosses TOP, CENTER, BOTTOM with LEFT, CENTER, RIGHT into nine anchors', () => {
    expect(ANCHOR_POSITIONS).toEqual([
      'TOP_LEFT',
      'TOP_CENTER',
      'TOP_RIGHT',
      'CENTER_LEFT',
      'CENTER_CENTER',
      'CENTER_RIGHT',
      'BOTTOM_LEFT',
      'BOTTOM_CENTER',
      'BOTTOM_RIGHT',
    ]);
  });

  it('lists the US territories of unit pricing', () => {
    expect(US_TERRITORIES).toEqual(['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']);
    expect(isUsTerritory('pr')).toBe(true);
    expect(isUsTerritory('CA')).toBe(false);
  });

  it('labels content statuses through the catalogue', () => {
    expect(CONTENT_STATUSES.map((status) => contentStatusLabel(status))).toEqual([
      'Scheduled',
      'Needs Review',
      'Draft',
      'Private',
    ]);
  });

  it('leads upgrades to the two billing paths', () => {
    expect(UPGRADE_PATHS).toEqual({
      trial: '/settings/billing/upgrade',
      upgrade: '/settings/billing/subscriptions/website',
    });
    expect(upgradePath({ isTrial: true })).toBe('/settings/billing/upgrade');
    expect(upgradePath({ isTrial: false })).toBe('/settings/billing/subscriptions/website');
  });

  it('keeps the editor limits and fluid engine constants of platform §9', () => {
    expect(EDITOR_LIMITS).toEqual({
      maxBlocksPerLayout: 60,
      maxAlbumTracks: 60,
      maxUserOrderableCollectionItems: 250,
      maxNestedCategories: 10_000,
      maxProductsPerCollection: 200,
      maxPhotoHostingGalleryCount: 20,
      maxPhotoHostingGallerySize: 50,
      maxTagLength: 50,
      maxCategoryLength: 25,
      cartQuantityDisplayCap: 100,
      defaultSliderAspectRatio: 50,
    });
    expect(FLUID_ENGINE).toEqual({ colors: ['#027AFF', '#FFB802'], breakpoints: ['mobile', 'desktop'] });
  });
});

describe('form field kinds and their settings (platform §3)', () => {
  it('covers every kind core knows', () => {
    expect(Object.keys(FORM_FIELD_SETTINGS).sort()).toEqual([...FORM_FIELD_TYPES].sort());
  });

  it.each([
    ['text', ['description', 'placeholder', 'required']],
    ['email', ['description', 'placeholder', 'required']],
    ['currency', ['description', 'currencySymbol', 'required']],
    ['website', ['description', 'placeholder', 'required']],
    ['address', ['description', 'required']],
    ['phone', ['description', 'showCountryCode', 'required']],
    ['section', ['description', 'underline']],
    ['likert', ['description', 'options', 'required']],
    ['hidden', ['key', 'value']],
  ] as const)('%s offers %j', (kind, settings) => {
    expect(formFieldSettings(kind)).toEqual(settings);
  });

  it('offers maxLength on a textarea only with the vanilla form handler', () => {
    expect(formFieldSettings('textarea')).not.toContain('maxLength');
    expect(formFieldSettings('textarea', { vanillaFormHandler: true })).toEqual([
      'description',
      'placeholder',
      'required',
      'maxLength',
    ]);
    expect(formFieldSettings('text', { vanillaFormHandler: true })).not.toContain('maxLength');
  });
});

describe('the 27 currencies', () => {
  it('are core’s table itself, not a copy', () => {
    expect(CURRENCIES).toBe(CORE_CURRENCIES);
    expect(CURRENCY_CODES).toHaveLength(27);
  });

  it('look up by numeric code and name by code', () => {
    expect(currencyByNumericCode(840)?.code).toBe('USD');
    expect(currencyByNumericCode('036')?.code).toBe('AUD');
    expect(currencyByNumericCode(36)?.code).toBe('AUD');
    expect(currencyByNumericCode('999')).toBeUndefined();
    expect(currencyName('jpy')).toBe('Japanese Yen');
    expect(currencyName('XXX')).toBeUndefined();
  });
});
