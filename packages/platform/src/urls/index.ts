export { isUrlTooLong, MAX_URL_LENGTH } from './maxUrlLength';
export {
  type ParsedQuery,
  parseQueryString,
  QUERY_ARRAY_LIMIT,
  QUERY_DEPTH,
  QUERY_PARAMETER_LIMIT,
} from './parseQueryString';
