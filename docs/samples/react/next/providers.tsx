'use client';
// app/providers.tsx: the provider's props (the HTTP client, the cart store) are not serialisable,
// so a client module of your own creates them and wraps the app.
import {
  createCartStore,
  createCommerceNavigation,
  createHttpClient,
  createMessages,
} from '@storefront-widgets/core';
import { createTestCaptcha } from '@storefront-widgets/mock-backend/browser';
import { StorefrontProvider } from '@storefront-widgets/react';
import { type ReactNode, useState } from 'react';

export function Providers({ children }: { children: ReactNode }) {
  const [value] = useState(() => {
    const client = createHttpClient(); // same origin through the rewrites in next.config
    const messages = createMessages({ locale: 'en-US' });
    return {
      client,
      messages,
      cartStore: createCartStore({ client, messages }),
      navigation: createCommerceNavigation(),
      captcha: createTestCaptcha(), // development only: pass window.grecaptcha in production
    };
  });
  return (
    <StorefrontProvider {...value} currency="USD" settings={{ captchaSiteKey: 'storefront-test-site-key' }}>
      {children}
    </StorefrontProvider>
  );
}
