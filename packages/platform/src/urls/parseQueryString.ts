import qs from 'qs';

/** Deepest nesting `a[b][c]…` that is parsed into objects. */
export const QUERY_DEPTH = 5;
/**
 * Most items parsed into an array (indices 0–19); a longer list, or a higher index, becomes an
 * object keyed by index, so nothing is dropped.
 */
export const QUERY_ARRAY_LIMIT = 20;
/** Parameters read from one query string; the rest are ignored. */
export const QUERY_PARAMETER_LIMIT = 1000;

/** A parsed query: strings, arrays and nested objects. */
export interface ParsedQuery {
  [key: string]: undefined | string | ParsedQuery | Array<string | ParsedQuery>;
}

/**
 * Parses a query string with nesting (`a[b]=1`, `list[]=x&list[]=y`) within the limits of
 * Depth 5, array limit 20, parameter limit 1000. A leading '?' is ignored.
 * Parsing is the `qs` package's (its defaults are exactly these limits; they are set here so a
 * change of its defaults cannot move them).
 */
export function parseQueryString(search: string): ParsedQuery {
  return qs.parse(search, {
    depth: QUERY_DEPTH,
    arrayLimit: QUERY_ARRAY_LIMIT,
    parameterLimit: QUERY_PARAMETER_LIMIT,
    ignoreQueryPrefix: true,
  }) as ParsedQuery;
}
