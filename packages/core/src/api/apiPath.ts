/** The `:name` parameters of a route pattern, e.g. `'entryId'` for `…/entries/:entryId`. */
export type RouteParamName<R extends string> = R extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : R extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route pattern needs: one string per `:name`. */
export type RouteParams<R extends string> = Record<RouteParamName<R>, string>;

/**
 * Fills a route pattern's `:name` parameters, each percent-encoded.
 * @example apiPath(API_ROUTES.cartEntry, { entryId: 'e 1' }) // '/api/commerce/shopping-cart/entries/e%201'
 */
export function apiPath<R extends string>(route: R, params: RouteParams<R>): string {
  return route.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
}
