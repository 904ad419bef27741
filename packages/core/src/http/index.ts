export { ApiError, type ApiErrorInit, isApiError } from './ApiError';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type SearchParams,
} from './createHttpClient';
export { networkErrorToApiError, responseToApiError, type ToApiErrorOptions } from './toApiError';
