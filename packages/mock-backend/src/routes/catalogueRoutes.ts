import type { FormDefinition, Product } from '@storefront/core';
import type { Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { ApiError } from '../http/ApiError';
import { COLLECTIONS } from '../seed/records';

/** Development listings: the catalogue, one product, the website context. */
export function registerCatalogueRoutes(app: Hono, ctx: AppContext): void {
  app.get('/api/commerce/products', (c) =>
    c.json({ products: ctx.storage.list<Product>(COLLECTIONS.products) }),
  );
  app.get('/api/commerce/products/:id', (c) => {
    const product = ctx.storage.get<Product>(COLLECTIONS.products, c.req.param('id'));
    if (!product) throw new ApiError(404, 'Sorry, that item is no longer available.');
    return c.json(product);
  });
  app.get('/api/website', (c) => {
    const { shippingOptions, taxRules, ...site } = ctx.site();
    return c.json({ ...site, shippingOptions, taxRules });
  });
  app.get('/api/dev/forms', (c) => c.json({ forms: ctx.storage.list<FormDefinition>(COLLECTIONS.forms) }));
}
