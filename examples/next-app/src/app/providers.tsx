'use client';
// src/app/providers.tsx. The provider's props (the HTTP client, the cart store) are not serialisable, so this client
// module of the app's own creates them, once per browser tab (and once per server render), wraps
// every page, and loads a returning visitor's cart.
import {
  createCartStore,
  createCommerceNavigation,
  createHttpClient,
  createMessages,
} from '@storefront-widgets/core';
import { createTestCaptcha } from '@storefront-widgets/mock-backend/browser';
import { StorefrontProvider } from '@storefront-widgets/react';
import { type ReactNode, useEffect, useState } from 'react';

export function Providers({ children }: { children: ReactNode }) {
  const [value] = useState(() => {
    const client = createHttpClient(); // same origin: /api through the rewrites in next.config.ts
    const messages = createMessages({ locale: 'en-US' });
    return {
      client,
      messages,
      cartStore: createCartStore({ client, messages }),
      navigation: createCommerceNavigation(),
      captcha: createTestCaptcha(), // development only: pass window.grecaptcha in production
    };
  });
  useEffect(() => {
    // A returning visitor's cart (the backend's cookies say whether there is one), for the pill.
    value.cartStore
      .getState()
      .load()
      .catch(() => undefined);
  }, [value.cartStore]);
  return (
    <StorefrontProvider {...value} currency="USD" settings={{ captchaSiteKey: 'storefront-test-site-key' }}>
      {children}
    </StorefrontProvider>
  );
}
