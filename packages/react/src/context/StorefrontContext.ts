import type { CartStore, CommerceNavigation, HttpClient, Messages } from '@storefront-widgets/core';
import { createContext } from 'react';
import type { CaptchaApi } from '../ui/CaptchaApi';

/** Page and site settings the widgets read (mirrors the drop-in's `EmbedConfig`). */
export interface StorefrontSettings {
  /** Captcha site key; captchas render only when set. */
  captchaSiteKey?: string;
  /** Which captcha the site uses. @default 'classic' */
  captchaType?: 'classic' | 'enterprise';
  /** The store's custom restock success text; 'Signed up!' when absent. */
  restockSuccessText?: string;
  /** The page is the cart page: the cart pill hides there. @default false */
  isCartPage?: boolean;
  /** Express checkout is on: the pill hides. @default false */
  isExpressCheckout?: boolean;
  /** The site has a custom cart: the pill hides. @default false */
  hasCustomCart?: boolean;
  /** Website setting: format money with the locale's own separators. @default false */
  useCLDRMoneyFormat?: boolean;
}

/** Reports an error to the platform's error service. */
export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

/** What {@link StorefrontProvider} puts in context; every field is a core object created by the host. */
export interface StorefrontContextValue {
  /** Core's HTTP client (crumb, timeouts, one error type). */
  client: HttpClient;
  /** Core's cart store (`createCartStore`): the widgets read it and add through it. */
  cartStore: CartStore;
  messages: Messages;
  locale: string;
  currency: string;
  settings: StorefrontSettings;
  /** Core's commerce navigation (goToCart sets the editor frame URL inside the editor). */
  navigation: CommerceNavigation;
  captcha: CaptchaApi | undefined;
  reportError: ErrorReporter;
  /** Whether widgets add their own `<style>` (false: the page or the bundler provides it). */
  injectStyles: boolean;
}

export const StorefrontContext = createContext<StorefrontContextValue | null>(null);
