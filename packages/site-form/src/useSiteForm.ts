import {
  createSiteForm,
  type SiteFormController,
  type SiteFormOptions,
  type SiteFormState,
} from '@storefront-widgets/core';
import { useController, useStorefront } from '@storefront-widgets/react';

/** Options of {@link useSiteForm}: the controller's, less what the provider supplies. */
export type UseSiteFormOptions = Omit<SiteFormOptions, 'client' | 'messages'>;

/** Core's site-form controller for this mount, with the provider's client and messages, and its state. */
export function useSiteForm(options: UseSiteFormOptions): [SiteFormState, SiteFormController] {
  const { client, messages } = useStorefront();
  return useController(createSiteForm, { ...options, client, messages });
}
