import { createCartStore, createHttpClient, createMessages } from '@storefront-widgets/core';
import { InstallmentPill } from '@storefront-widgets/installment-pill';
import { StorefrontProvider } from '@storefront-widgets/react';

const client = createHttpClient(); // same origin: the page's server passes /api to the backend
const messages = createMessages({ locale: 'en-US' });
const cartStore = createCartStore({ client, messages });

export const Price = () => (
  <StorefrontProvider client={client} cartStore={cartStore} messages={messages} currency="USD">
    <InstallmentPill
      productType={1}
      priceMinorUnits={12000}
      context={{
        afterPayAvailable: true,
        afterPayMin: 100,
        afterPayMax: 200000,
        shopperLanguage: 'en-US',
        stripeAccountCountry: 'US',
      }}
    />
  </StorefrontProvider>
);
