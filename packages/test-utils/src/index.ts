// The seed catalogue lives with the reference backend that serves it; tests and stories use the same fixtures.
export {
  type CreateFormOptions,
  type CreateProductOptions,
  type CreateVariantOptions,
  createCatalogue,
  createForm,
  createFormCatalogue,
  createFormField,
  createProduct,
  createVariant,
  FORM_IDS,
  PRODUCT_IDS,
  TEST_CAPTCHA_SITE_KEY,
} from '@storefront-widgets/mock-backend/browser';
export { createCartEntry, createShoppingCart } from './cart/createShoppingCart';
export { cookieFetch, type FetchHandler } from './http/cookieFetch';
