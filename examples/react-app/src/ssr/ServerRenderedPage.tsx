import { CartPill } from '@storefront-widgets/cart-pill';
import type { CartStore, HttpClient, Messages, Product } from '@storefront-widgets/core';
import { StorefrontProvider } from '@storefront-widgets/react';
import { ProductView } from '../ProductView';

/** What the server puts in the page for the browser to hydrate with the same props. */
export interface ServerPageData {
  product: Product;
}

/** Props of {@link ServerRenderedPage}: the page data and each side's own core objects. */
export interface ServerRenderedPageProps {
  data: ServerPageData;
  client: HttpClient;
  cartStore: CartStore;
  messages: Messages;
}

/** Does nothing on the server; in the browser the hydrated pill opens the app's cart page. */
const navigation = {
  goToCart: () => window.location.assign('/cart'),
  goToCheckout: () => window.location.assign('/cart'),
  goToSubscriptionCheckout: () => window.location.assign('/cart'),
  goToGiftCardPage: () => window.location.assign('/'),
};

/**
 * A product page rendered by `react-dom/server` and hydrated in the browser (`hydrate.tsx`). The
 * provider's `idPrefix` is fixed, so the ids the widgets generate agree on both sides.
 */
export function ServerRenderedPage({ data, client, cartStore, messages }: ServerRenderedPageProps) {
  return (
    <StorefrontProvider
      client={client}
      cartStore={cartStore}
      messages={messages}
      navigation={navigation}
      idPrefix="ssr-"
    >
      <main className="app-main">
        <ProductView product={data.product} />
      </main>
      <CartPill />
    </StorefrontProvider>
  );
}
