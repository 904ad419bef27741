export { ApiError, type ApiErrorInit, isApiError } from './ApiError';
export {
  CRUMB_RESPONSE_HEADER,
  type CrumbSource,
  type CrumbSourceOptions,
  createCrumbSource,
} from './createCrumbSource';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type SearchParams,
} from './createHttpClient';
export {
  createLazyHttpClient,
  type LazyHttpClient,
  type LazyHttpClientOptions,
} from './createLazyHttpClient';
export { networkErrorToApiError } from './networkErrorToApiError';
export { responseToApiError, type ToApiErrorOptions } from './responseToApiError';
