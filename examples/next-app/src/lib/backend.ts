// src/lib/backend.ts, the store's data access on the server: Server Components read the catalogue
// and the forms straight from the backend (read-only calls: no cookie, no crumb).
import {
  apiPath,
  createHttpClient,
  DEV_ROUTES,
  type FormDefinition,
  fetchFormDefinition,
  type Product,
  type ProductListResponse,
} from '@storefront-widgets/core';
import { apiOrigin } from './apiOrigin';

const client = () => createHttpClient({ baseUrl: apiOrigin() });

/** The catalogue. */
export async function loadProducts(): Promise<Product[]> {
  return (await client().get<ProductListResponse>(DEV_ROUTES.products)).products;
}

/** A product's JSON, as the platform stores it (`parseProduct` checks it). */
export function loadProduct(id: string): Promise<Product> {
  return client().get<Product>(apiPath(DEV_ROUTES.product, { id }));
}

/** A site form's definition, by id. */
export function loadForm(id: string): Promise<FormDefinition> {
  return fetchFormDefinition(client(), id);
}
