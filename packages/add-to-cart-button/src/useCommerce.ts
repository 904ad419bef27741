import type { CartStore, CommerceNavigation, HttpClient } from '@storefront/core';
import { useStorefront } from '@storefront/react';

/** The core commerce objects from the provider, typed as the add-to-cart machine needs them. */
export function useCommerce(): { client: HttpClient; cartStore: CartStore; navigation: CommerceNavigation } {
  const { client, cartStore, navigation } = useStorefront();
  return {
    client: client as HttpClient,
    cartStore: cartStore as CartStore,
    navigation: navigation as unknown as CommerceNavigation,
  };
}
