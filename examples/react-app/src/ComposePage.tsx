import { apiPath, DEV_ROUTES, type Product } from '@storefront-widgets/core';
import { useCartSummary } from '@storefront-widgets/react';
import { useState } from 'react';
import { CartDrawer } from './headless/CartDrawer';
import { SwatchCard } from './headless/SwatchCard';
import { PRODUCT_ID } from './ProductPage';
import { client } from './storefront';
import { useLoad } from './useLoad';

/**
 * The same T-shirt as the shop page, in the shop's own design: no widget UI, only the headless
 * hooks (`useProductSelection`, `useAddToCart`, `useCart`, `useCartSummary`, `<Money>`).
 */
export function ComposePage() {
  const product = useLoad(PRODUCT_ID, () =>
    client.get<Product>(apiPath(DEV_ROUTES.product, { id: PRODUCT_ID })),
  );
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const { count } = useCartSummary();
  if (product.status === 'loading') return <p className="app-status">Loading the product…</p>;
  if (product.status === 'failed') return <p role="alert">The product could not load: {product.message}</p>;
  return (
    <div className="compose">
      <button
        type="button"
        className="compose__bag"
        aria-expanded={isDrawerOpen}
        onClick={() => setIsDrawerOpen((open) => !open)}
      >
        Bag ({count})
      </button>
      <SwatchCard product={product.value} onAdded={() => setIsDrawerOpen(true)} />
      <CartDrawer isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} />
    </div>
  );
}
