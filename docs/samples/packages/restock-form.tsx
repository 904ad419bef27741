import { createCartStore, createHttpClient, createMessages } from '@storefront-widgets/core';
import { StorefrontProvider } from '@storefront-widgets/react';
import { RestockForm } from '@storefront-widgets/restock-form';

const client = createHttpClient(); // same origin: the page's server passes /api to the backend
const messages = createMessages({ locale: 'en-US' });
const cartStore = createCartStore({ client, messages });

export const BackInStock = ({ productId, variantId }: { productId: string; variantId: string }) => (
  <StorefrontProvider client={client} cartStore={cartStore} messages={messages} currency="USD">
    <RestockForm productId={productId} variantId={variantId} />
  </StorefrontProvider>
);
