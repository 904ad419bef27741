import { apiPath, DEV_ROUTES, type Product } from '@storefront-widgets/core';
import { RestockForm } from '@storefront-widgets/restock-form';
import { client } from './storefront';
import { useLoad } from './useLoad';

/** The seeded sold-out record: one variant, none in stock. */
const PRODUCT_ID = 'prod-sold-out-vinyl';

/** A sold-out product: the back-in-stock sign-up for its variant. */
export function RestockPage() {
  const product = useLoad(PRODUCT_ID, () =>
    client.get<Product>(apiPath(DEV_ROUTES.product, { id: PRODUCT_ID })),
  );
  if (product.status === 'loading') return <p className="app-status">Loading the product…</p>;
  if (product.status === 'failed') return <p role="alert">The product could not load: {product.message}</p>;
  const { id, name, description, variants } = product.value;
  const [variant] = variants;
  return (
    <article className="product">
      <h1>{name}</h1>
      <p>{description}</p>
      <p className="product__stock">Sold out</p>
      {variant && (
        <section aria-labelledby="restock-heading" className="panel">
          <h2 id="restock-heading">Tell me when it is back</h2>
          <RestockForm productId={id} variantId={variant.id} />
        </section>
      )}
    </article>
  );
}
