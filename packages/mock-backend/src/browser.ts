// Browser entry (Storybook behind MSW): no Node modules, no SQLite.

export type { BodyLimits, CreateAppOptions, RateLimits } from './app/CreateAppOptions';
export { createApp } from './app/createApp';
export type { BrowserCookieJar } from './browser/createBrowserFetch';
export { createBrowserFetch, documentCookieJar } from './browser/createBrowserFetch';
export { createInPageBackend, type InPageBackendOptions } from './browser/createInPageBackend';
export { createTestCaptcha, type TestCaptchaOptions } from './captcha/createTestCaptcha';
export { createCatalogue, PRODUCT_IDS } from './seed/createCatalogue';
export { type CreateFormOptions, createForm, createFormField } from './seed/createForm';
export { createFormCatalogue, FORM_IDS, TEST_CAPTCHA_SITE_KEY } from './seed/createFormCatalogue';
export { type CreateProductOptions, createProduct } from './seed/createProduct';
export { type CreateVariantOptions, createVariant } from './seed/createVariant';
export { SEED_CREDENTIALS, SEED_WEBSITE_ID, seedCatalogue } from './seed/seedCatalogue';
export { createMemoryStorage } from './storage/createMemoryStorage';
export type { Storage } from './storage/Storage';
