import type { CartStore, CommerceNavigation, HttpClient, Messages } from '@storefront-widgets/core';
import type { ReactNode } from 'react';
import type { CaptchaApi } from '../ui/CaptchaApi';
import { ConfirmHost } from '../ui/ConfirmHost';
import type { ErrorReporter, StorefrontSettings } from './StorefrontContext';
import { StorefrontScope } from './StorefrontScope';

/** Props of {@link StorefrontProvider} and `StorefrontScope`: core objects the host already created. */
export interface StorefrontProviderProps {
  /** The core HTTP client (crumb, timeouts, error type) the widgets call through. */
  client: HttpClient;
  /**
   * Core's cart store (`createCartStore`). Typed as the whole store: a fake that lacks its actions
   * does not compile, so what tests and stories pass is what the add-to-cart flow gets.
   */
  cartStore: CartStore;
  /**
   * Locale-bound message formatter from core's `createMessages` (or `createLazyMessages`), which
   * every widget formats its texts with.
   */
  messages: Messages;
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
  /**
   * Prefix of the ids the widgets generate (`useUniqueId`). Needed only when one page holds
   * several React roots (each root counts `useId` from zero, so their ids could meet): give each
   * root's provider its own prefix, or each root its own `identifierPrefix`. Server rendering and
   * hydration agree without it.
   * @default `sf` plus the provider's `useId()`
   */
  idPrefix?: string;
  /**
   * Whether the widgets add their own `<style>` elements, once per document. Set `false` when the
   * page links `storefront.css` itself or a bundler imports it (that stylesheet is detected on
   * its own too, through the `--sf-stylesheet` custom property it defines), or when a strict
   * Content-Security-Policy refuses inline styles. @default true
   */
  injectStyles?: boolean;
  children?: ReactNode;
}

/**
 * Puts the core objects every widget needs into context ({@link StorefrontScope}) and hosts the
 * imperative {@link confirm} dialogs. Creates nothing itself: hosts, stories and tests pass core's
 * objects.
 */
export function StorefrontProvider({ children, ...props }: StorefrontProviderProps) {
  return (
    <StorefrontScope {...props}>
      {children}
      <ConfirmHost />
    </StorefrontScope>
  );
}
