import {
  type CaptchaApi,
  type CommerceNavigation,
  createCartStore,
  createHttpClient,
  createMessages,
  createSiteUserSession,
} from '@storefront-widgets/core';
import { navigate } from './useRoute';

/** The owner's site-user session: its XSRF token rides on every mutating call once signed in. */
export const session = createSiteUserSession();

/** Same origin as the page: Vite serves the reference backend under /api. */
export const client = createHttpClient({ getSiteUserXsrfToken: session.getXsrfToken });

export const messages = createMessages({ locale: 'en-US' });

export const cartStore = createCartStore({ client, messages });

/** The pill and the add-to-cart flow open the app's own pages. */
export const navigation: CommerceNavigation = {
  goToCart: () => navigate('/cart'),
  goToCheckout: () => navigate('/cart'),
  goToSubscriptionCheckout: () => navigate('/cart'),
  goToGiftCardPage: () => navigate('/'),
};

/**
 * The page's captcha library (`window.grecaptcha`: index.html loads the example store's offline
 * stand-in; Google's reCAPTCHA script defines the same global), as the widgets call it.
 */
export const captcha = (window as { grecaptcha?: CaptchaApi }).grecaptcha;
