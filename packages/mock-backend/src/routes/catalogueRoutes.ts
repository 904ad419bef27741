import {
  API_ROUTES,
  type FormDefinition,
  type Product,
  type ProductListResponse,
  type WebsiteContext,
} from '@storefront-widgets/core';
import type { Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { CART_MESSAGES } from '../cart/cartMessages';
import { httpError } from '../http/httpError';
import { COLLECTIONS } from '../seed/records';

/** Development listings: the catalogue, one product, the website context. */
export function registerCatalogueRoutes(app: Hono, ctx: AppContext): void {
  app.get(API_ROUTES.products, (c) =>
    c.json({ products: ctx.storage.list<Product>(COLLECTIONS.products) } satisfies ProductListResponse),
  );
  app.get(API_ROUTES.product, (c) => {
    const product = ctx.storage.get<Product>(COLLECTIONS.products, c.req.param('id'));
    if (!product) throw httpError(404, CART_MESSAGES.productUnavailable);
    return c.json(product satisfies Product);
  });
  app.get(API_ROUTES.website, (c) => {
    const { shippingOptions, taxRules, ...site } = ctx.site();
    return c.json({ ...site, shippingOptions, taxRules } satisfies WebsiteContext);
  });
  app.get(API_ROUTES.devForms, (c) => c.json({ forms: ctx.storage.list<FormDefinition>(COLLECTIONS.forms) }));
}
