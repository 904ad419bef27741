import {
  type CommerceNavigation,
  createCommerceNavigation,
  getDefaultMessages,
  type HttpClient,
  type Messages,
} from '@storefront/core';
import { type ReactNode, useMemo } from 'react';
import type { StoreApi } from '../store/StoreApi';
import type { CaptchaApi } from '../ui/CaptchaApi';
import { ConfirmHost } from '../ui/ConfirmHost';
import {
  type CartStoreState,
  type ErrorReporter,
  StorefrontContext,
  type StorefrontContextValue,
  type StorefrontSettings,
} from './StorefrontContext';

/** Props of {@link StorefrontProvider}: core objects the host already created. */
export interface StorefrontProviderProps {
  /** The core HTTP client (crumb, timeouts, error type) the widgets call through. */
  client: HttpClient;
  /** The core cart store (zustand vanilla or anything with getState/subscribe). */
  cartStore: StoreApi<CartStoreState>;
  /** Locale-bound message formatter from core's `createMessages`. @default English */
  messages?: Messages;
  /** BCP 47 locale for money and the installment page. @default messages.locale */
  locale?: string;
  /** ISO 4217 code of the store currency. @default 'USD' */
  currency?: string;
  /** Page and site settings. @default {} */
  settings?: StorefrontSettings;
  /** Core's commerce navigation (goToCart sets the editor frame URL inside the editor). @default createCommerceNavigation() */
  navigation?: CommerceNavigation;
  /** The captcha library; captchas render nothing without it. */
  captcha?: CaptchaApi;
  /** Error reporter used by {@link ErrorBoundary}. @default console.error in development, silent in production */
  reportError?: ErrorReporter;
  children?: ReactNode;
}

const defaultReporter: ErrorReporter = (error) => {
  if (process.env.NODE_ENV !== 'production') console.error('[storefront]', error);
};

/**
 * Puts the core objects every widget needs into context and hosts the imperative
 * {@link confirm} dialogs. Creates nothing itself, so stories and tests inject fakes.
 */
export function StorefrontProvider(props: StorefrontProviderProps) {
  const {
    client,
    cartStore,
    messages,
    locale,
    currency,
    settings,
    navigation,
    captcha,
    reportError,
    children,
  } = props;
  const value = useMemo<StorefrontContextValue>(() => {
    const resolvedMessages = messages ?? getDefaultMessages();
    return {
      client,
      cartStore,
      messages: resolvedMessages,
      locale: locale ?? resolvedMessages.locale,
      currency: currency ?? 'USD',
      settings: settings ?? {},
      navigation: navigation ?? createCommerceNavigation(),
      captcha,
      reportError: reportError ?? defaultReporter,
    };
  }, [client, cartStore, messages, locale, currency, settings, navigation, captcha, reportError]);
  return (
    <StorefrontContext.Provider value={value}>
      {children}
      <ConfirmHost />
    </StorefrontContext.Provider>
  );
}
