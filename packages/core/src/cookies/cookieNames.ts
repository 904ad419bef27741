// The names are part of the client–server contract, defined once in `api/`.
export { COOKIE_NAMES, TRACKING_COOKIE_NAMES } from '../api/cookieNames';
