import { createCartStore, createHttpClient, createMessages } from '@storefront-widgets/core';
import { StorefrontProvider, useCartStore } from '@storefront-widgets/react';

const client = createHttpClient(); // same origin: the page's server passes /api to the backend
const messages = createMessages({ locale: 'en-US' });
const cartStore = createCartStore({ client, messages });

function CartCount() {
  const quantity = useCartStore((state) => state.cart?.totalQuantity ?? 0);
  return <span>{quantity} in cart</span>;
}

export const Header = () => (
  <StorefrontProvider client={client} cartStore={cartStore} messages={messages} currency="USD">
    <CartCount />
  </StorefrontProvider>
);
