// The contact page, a Server Component: the seeded contact form, read on the server and rendered
// by the site-form widget (a client component).
import { SiteForm } from '@storefront-widgets/site-form';
import { loadForm } from '../../lib/backend';

export const dynamic = 'force-dynamic';

export default async function ContactPage() {
  const form = await loadForm('form-contact');
  return (
    <>
      <h1>{form.name}</h1>
      <SiteForm form={form} page={{ pageId: 'next-contact', pageTitle: 'Contact', pagePath: '/contact' }} />
    </>
  );
}
