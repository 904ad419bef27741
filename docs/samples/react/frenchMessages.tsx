import {
  COMPILED_FR,
  createCartStore,
  createHttpClient,
  createMessages,
  loadMessages,
} from '@storefront-widgets/core';
import { StorefrontProvider } from '@storefront-widgets/react';
import type { ReactNode } from 'react';

// Fetches the French catalogue (a chunk of its own) for fr* locales; English otherwise.
const messages = await loadMessages({ locale: 'fr-CA' });
// Or, without the await: createMessages({ locale: 'fr-CA', catalogue: COMPILED_FR }).
export const bundledFrench = createMessages({ locale: 'fr-CA', catalogue: COMPILED_FR });

const client = createHttpClient();
const cartStore = createCartStore({ client, messages });

export const FrenchStore = ({ children }: { children: ReactNode }) => (
  <StorefrontProvider client={client} cartStore={cartStore} messages={messages} locale="fr-CA" currency="CAD">
    {children}
  </StorefrontProvider>
);
