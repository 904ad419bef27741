import {
  createCartStore,
  createHttpClient,
  createMessages,
  createSiteUserSession,
} from '@storefront-widgets/core';
import { StorefrontProvider } from '@storefront-widgets/react';
import { RestockSignupsPanel } from '@storefront-widgets/restock-form';

export async function renderOwnerPanel(email: string, password: string) {
  const session = createSiteUserSession(); // keeps the token in sessionStorage
  const client = createHttpClient({ getSiteUserXsrfToken: session.getXsrfToken });
  await session.signIn(client, { email, password, rememberMe: false });
  const messages = createMessages({ locale: 'en-US' }); // pass another locale to translate the panel
  const cartStore = createCartStore({ client, messages });
  return (
    <StorefrontProvider client={client} cartStore={cartStore} messages={messages}>
      <RestockSignupsPanel />
    </StorefrontProvider>
  );
}
