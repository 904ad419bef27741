import { ANALYTICS_ROUTES } from './analyticsRoutes';
import { CART_ROUTES } from './cartRoutes';
import { DEV_ROUTES } from './devRoutes';
import { FORM_ROUTES } from './formRoutes';
import { OWNER_ROUTES } from './ownerRoutes';
import { RESTOCK_ROUTES } from './restockRoutes';
import { SESSION_ROUTES } from './sessionRoutes';

// Every endpoint of spec/storefront.md §7 and spec/platform.md §7 (plus the development listings
// of the reference backend), as Hono route patterns: `:name` marks a path parameter. The backend
// registers these patterns; the client fills them with `apiPath`. Where a spec says "not shown"
// the path is the one documented in packages/mock-backend/API.md. One module per domain: a bundle
// keeps a module's strings together, so a product page ships the cart table only.

/**
 * Every route in one table, for the backend that serves them all. Clients import the table of
 * their domain, so a page ships only the paths it calls.
 */
export const API_ROUTES = {
  ...CART_ROUTES,
  ...FORM_ROUTES,
  ...RESTOCK_ROUTES,
  ...SESSION_ROUTES,
  ...ANALYTICS_ROUTES,
  ...OWNER_ROUTES,
  ...DEV_ROUTES,
} as const;

/** One of the {@link API_ROUTES} patterns. */
export type ApiRoute = (typeof API_ROUTES)[keyof typeof API_ROUTES];
