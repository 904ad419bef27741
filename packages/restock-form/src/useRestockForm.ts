import {
  createRestockForm,
  type RestockFormController,
  type RestockFormOptions,
  type RestockFormState,
} from '@storefront-widgets/core';
import { useController, useStorefront } from '@storefront-widgets/react';

/** Options of {@link useRestockForm}: the controller's, less what the provider supplies. */
export type UseRestockFormOptions = Omit<RestockFormOptions, 'client' | 'messages'>;

/** Core's restock-form controller for this mount, with the provider's client and messages, and its state. */
export function useRestockForm(options: UseRestockFormOptions): [RestockFormState, RestockFormController] {
  const { client, messages } = useStorefront();
  return useController(createRestockForm, { ...options, client, messages });
}
