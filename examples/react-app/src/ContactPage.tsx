import { fetchFormDefinition } from '@storefront-widgets/core';
import { SiteForm } from '@storefront-widgets/site-form';
import { client } from './storefront';
import { useLoad } from './useLoad';

/** The seeded contact form: every field kind the platform has. */
const FORM_ID = 'form-contact';

/** The contact page: the site form, loaded by id from the backend. */
export function ContactPage() {
  const form = useLoad(FORM_ID, () => fetchFormDefinition(client, FORM_ID));
  if (form.status === 'loading') return <p className="app-status">Loading the form…</p>;
  if (form.status === 'failed') return <p role="alert">The form could not load: {form.message}</p>;
  return (
    <>
      <h1>{form.value.name}</h1>
      <SiteForm
        form={form.value}
        page={{ pageId: 'react-contact', pageTitle: 'Contact', pagePath: '/contact' }}
      />
    </>
  );
}
