export type { BodyLimits, CreateAppOptions, RateLimits } from './app/CreateAppOptions';
export { DEFAULT_BODY_LIMITS, DEFAULT_RATE_LIMITS, TEST_RATE_LIMITS } from './app/CreateAppOptions';
export { createApp } from './app/createApp';
export { createTestCaptcha, type TestCaptchaOptions } from './captcha/createTestCaptcha';
export { CART_MESSAGES } from './cart/cartMessages';
export { FORM_MESSAGES_SUMMARY } from './forms/formMessages';
export { FORM_MESSAGES } from './forms/validateFormValues';
export { RESTOCK_MESSAGES } from './routes/restockRoutes';
export { PASSING_CAPTCHA_TOKEN } from './security/captcha';
export { MAX_RATE_LIMIT_KEYS, type RateLimit } from './security/createRateLimiter';
export { ensureCrumb, issueCrumb } from './security/ensureCrumb';
export { createPbkdf2Hasher, type PasswordHasher, PBKDF2_ITERATIONS } from './security/passwords';
export { CRUMB_FAIL_MESSAGE } from './security/requireCrumb';
export { createCatalogue, PRODUCT_IDS } from './seed/createCatalogue';
export { type CreateFormOptions, createForm, createFormField } from './seed/createForm';
export { createFormCatalogue, FORM_IDS, TEST_CAPTCHA_SITE_KEY } from './seed/createFormCatalogue';
export { type CreateProductOptions, createProduct } from './seed/createProduct';
export { type CreateVariantOptions, createVariant } from './seed/createVariant';
export type { SeedCatalogueOptions } from './seed/seedCatalogue';
export {
  SEED_COUPONS,
  SEED_CREDENTIALS,
  SEED_WEBSITE_ID,
  seedCatalogue,
  usesSeededCredentials,
} from './seed/seedCatalogue';
export { createScryptHasher, SCRYPT_PARAMS } from './server/createScryptHasher';
export {
  CLI_USAGE,
  type CliArgs,
  cliArgsOrExit,
  parseCliArgs,
  serverOptionsFromArgs,
} from './server/parseCliArgs';
export type { StartServerOptions, StartServerResult } from './server/startServer';
export { isLoopback, SEEDED_CREDENTIALS_WARNING, startServer } from './server/startServer';
export { createMemoryStorage } from './storage/createMemoryStorage';
export { createSqliteStorage, type SqliteStorageOptions } from './storage/createSqliteStorage';
export type { Storage } from './storage/Storage';
