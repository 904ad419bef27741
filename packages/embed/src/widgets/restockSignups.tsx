import { ConfirmHost } from '@storefront-widgets/react';
import { RestockSignupsPanel } from '@storefront-widgets/restock-form';
import type { Runtime } from '../runtime';
import { mountComponent } from './mountComponent';

/**
 * Mounts the store owner's restock sign-ups panel (`data-storefront-widget="restock-signups"`,
 * optional `data-title`). Its sends need the owner's session and the page's `siteUserXsrfToken`;
 * 'Send all' asks for confirmation in the widget's own dialog host.
 */
export function mount(element: HTMLElement, runtime: Runtime): () => void {
  const title = element.dataset.title;
  return mountComponent(
    element,
    runtime,
    <>
      <RestockSignupsPanel {...(title ? { title } : {})} />
      <ConfirmHost />
    </>,
  );
}
