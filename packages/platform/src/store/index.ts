export {
  type AddToMainNavigationOptions,
  addToMainNavigation,
  type UpdateNavigationResponse,
} from './addToMainNavigation';
export {
  type CreateStoreOptions,
  type CreateStoreResult,
  createStore,
  ROOT_CATEGORY_DISPLAY_INDEX,
} from './createStore';
export {
  type DeriveStoreUrlIdOptions,
  deriveStoreUrlId,
  MIN_STORE_URL_ID_LENGTH,
  slugify,
} from './deriveStoreUrlId';
export { type StoreDescriptionOptions, storeDescription, storeDescriptionYear } from './storeDescription';
export { STORE_ENDPOINTS } from './storeEndpoints';
