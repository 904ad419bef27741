import { CartPill } from '@storefront-widgets/cart-pill';
import { createCartStore, createHttpClient, createMessages } from '@storefront-widgets/core';
import { StorefrontProvider } from '@storefront-widgets/react';

const client = createHttpClient(); // same origin: the page's server passes /api to the backend
const messages = createMessages({ locale: 'en-US' });
const cartStore = createCartStore({ client, messages });

export const Header = () => (
  <StorefrontProvider client={client} cartStore={cartStore} messages={messages} currency="USD">
    <CartPill />
  </StorefrontProvider>
);
