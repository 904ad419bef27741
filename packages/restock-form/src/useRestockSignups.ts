import {
  createRestockSignups,
  type Messages,
  type RestockSignupsController,
  type RestockSignupsState,
} from '@storefront-widgets/core';
import { useController, useStorefront } from '@storefront-widgets/react';
import { useEffect } from 'react';

/**
 * Core's restock sign-ups controller for this mount over the provider's client, and its state.
 * The first page loads once mounted.
 * @param messages The panel's texts. @default English with the platform catalogue
 */
export function useRestockSignups(messages?: Messages): [RestockSignupsState, RestockSignupsController] {
  const { client } = useStorefront();
  const [state, controller] = useController(createRestockSignups, {
    client,
    ...(messages ? { messages } : {}),
  });
  useEffect(() => {
    void controller.load();
  }, [controller]);
  return [state, controller];
}
