import { createHttpClient, createSiteUserSession } from '@storefront-widgets/core';
import { createCommercePreferences } from '@storefront-widgets/platform/preferences';
import { createStore } from '@storefront-widgets/platform/store';

export async function openSummerShop(owner: {
  email: string;
  password: string;
  websiteId: string;
  templateId: string;
  reportError: (error: unknown) => void;
}) {
  const session = createSiteUserSession(); // core's: sign-in keeps the xsrfToken, sign-out retries once on crumbFail
  const client = createHttpClient({ getSiteUserXsrfToken: session.getXsrfToken });
  await session.signIn(client, { email: owner.email, password: owner.password, rememberMe: false });

  // Collection ('summer-shop', or 'summer-shop-1' when taken; 'store' under 3 characters),
  // root category, then a main-navigation link ('Unable to find site main navigation' without a layout).
  await createStore(client, {
    websiteId: owner.websiteId,
    title: 'Summer Shop',
    addToNavigation: { templateId: owner.templateId },
  });

  // reportError defaults to console.error
  const preferences = createCommercePreferences({ client, reportError: owner.reportError });
  await preferences.set('checkout', { expressCheckout: true }); // PUT only if a value changed; listeners refetch
}
