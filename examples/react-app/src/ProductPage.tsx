import { apiPath, DEV_ROUTES, type Product } from '@storefront-widgets/core';
import { ProductView } from './ProductView';
import { client } from './storefront';
import { useLoad } from './useLoad';

/** The seeded T-shirt: two options (Size × Color), one variant out of stock, one low. */
export const PRODUCT_ID = 'prod-tee';

/** The shop's product page: the product loaded from the backend, then {@link ProductView}. */
export function ProductPage() {
  const product = useLoad(PRODUCT_ID, () =>
    client.get<Product>(apiPath(DEV_ROUTES.product, { id: PRODUCT_ID })),
  );
  if (product.status === 'loading') return <p className="app-status">Loading the product…</p>;
  if (product.status === 'failed') return <p role="alert">The product could not load: {product.message}</p>;
  return <ProductView product={product.value} />;
}
