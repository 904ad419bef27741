// A sold-out product, a Server Component: the back-in-stock sign-up for its only variant.
import { RestockForm } from '@storefront-widgets/restock-form';
import { loadProduct } from '../../lib/backend';

/** The seeded sold-out record: one variant, none in stock. */
const PRODUCT_ID = 'prod-sold-out-vinyl';

export const dynamic = 'force-dynamic';

export default async function RestockPage() {
  const { id, name, description, variants } = await loadProduct(PRODUCT_ID);
  const [variant] = variants;
  return (
    <article>
      <h1>{name}</h1>
      <p>{description}</p>
      <p>Sold out</p>
      {variant && (
        <section aria-labelledby="restock-heading">
          <h2 id="restock-heading">Tell me when it is back</h2>
          <RestockForm productId={id} variantId={variant.id} />
        </section>
      )}
    </article>
  );
}
