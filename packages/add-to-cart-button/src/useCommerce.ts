import type { CartStore, CommerceNavigation, HttpClient } from '@storefront/core';
import { useStorefront } from '@storefront/react';

/** The core commerce objects from the provider, typed as the add-to-cart machine needs them. */
export function useCommerce(): { client: HttpClient; cartStore: CartStore; navigation: CommerceNavigation } {
  const { client, cartStore, navigation } = useStorefront();
  // The context types the store by the slice the React layer reads (so tests can pass a small
  // fake); the add-to-cart machine needs core's full store, which is what every host passes.
  return { client, cartStore: cartStore as CartStore, navigation };
}
