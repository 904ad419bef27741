/// <reference types="vite/client" />
// src/storefront.ts: what every widget shares, created once for the app.
import {
  createCartStore,
  createCommerceNavigation,
  createHttpClient,
  createMessages,
} from '@storefront-widgets/core';
import { createTestCaptcha } from '@storefront-widgets/mock-backend/browser';
import type { CaptchaApi } from '@storefront-widgets/react';

// Same origin through the proxy: no baseUrl. Another origin: createHttpClient({ baseUrl: 'http://localhost:8787' }).
export const client = createHttpClient();
export const messages = createMessages({ locale: 'en-US' });
export const cartStore = createCartStore({ client, messages });
export const navigation = createCommerceNavigation();
// The seeded store's test captcha in development only (a real backend refuses its token); in
// production, Google's reCAPTCHA script, loaded by index.html before the app.
export const captcha: CaptchaApi = import.meta.env.DEV
  ? createTestCaptcha()
  : (window as unknown as { grecaptcha: CaptchaApi }).grecaptcha;
