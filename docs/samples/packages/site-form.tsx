import { createCartStore, createHttpClient, createMessages } from '@storefront-widgets/core';
import { StorefrontProvider } from '@storefront-widgets/react';
import { SiteForm, type SiteFormProps } from '@storefront-widgets/site-form';

const client = createHttpClient(); // same origin: the page's server passes /api to the backend
const messages = createMessages({ locale: 'en-US' });
const cartStore = createCartStore({ client, messages });

// `form`: the definition GET /api/template/GetTemplateSchema answers.
export const ContactForm = ({ form }: { form: SiteFormProps['form'] }) => (
  <StorefrontProvider client={client} cartStore={cartStore} messages={messages} currency="USD">
    <SiteForm form={form} />
  </StorefrontProvider>
);
