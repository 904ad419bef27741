import { CartPill } from '@storefront-widgets/cart-pill';
import { DEV_ROUTES, type WebsiteContext } from '@storefront-widgets/core';
import { StorefrontProvider } from '@storefront-widgets/react';
import { useEffect } from 'react';
import { CartPage } from './CartPage';
import { ComposePage } from './ComposePage';
import { ContactPage } from './ContactPage';
import { Link } from './Link';
import { OwnerPage } from './OwnerPage';
import { ProductPage } from './ProductPage';
import { RestockPage } from './RestockPage';
import { captcha, cartStore, client, messages, navigation } from './storefront';
import { useLoad } from './useLoad';
import { useRoute } from './useRoute';

const PAGES: Record<string, () => React.JSX.Element> = {
  '/': ProductPage,
  '/restock': RestockPage,
  '/contact': ContactPage,
  '/owner': OwnerPage,
  '/cart': CartPage,
  '/compose': ComposePage,
};

/**
 * The store: the site's settings from the backend (captcha key, restock text), the visitor's
 * cart, then one provider around every page and the floating cart pill.
 */
export function App() {
  const website = useLoad('website', () => client.get<WebsiteContext>(DEV_ROUTES.website));
  const path = useRoute();
  useEffect(() => {
    // A returning visitor's cart (the backend's cookies say whether there is one).
    cartStore
      .getState()
      .load()
      .catch(() => undefined);
  }, []);

  if (website.status === 'loading') return <p className="app-status">Loading the store…</p>;
  if (website.status === 'failed') return <p role="alert">The store could not load: {website.message}</p>;
  const Page = PAGES[path] ?? NotFound;
  const { captchaSettings, restockSuccessText, currency } = website.value;
  return (
    <StorefrontProvider
      client={client}
      cartStore={cartStore}
      messages={messages}
      navigation={navigation}
      currency={currency}
      {...(captcha ? { captcha } : {})}
      settings={{
        captchaSiteKey: captchaSettings.siteKey,
        ...(restockSuccessText ? { restockSuccessText } : {}),
        isCartPage: path === '/cart',
        // The composition page shows its own bag and drawer: the pill stays away.
        hasCustomCart: path === '/compose',
      }}
    >
      <header className="app-header">
        <strong className="app-brand">Storefront</strong>
        <nav aria-label="Main">
          <Link to="/">Shop</Link>
          <Link to="/compose">Build your own</Link>
          <Link to="/restock">Back in stock</Link>
          <Link to="/contact">Contact</Link>
          <Link to="/owner">Store owner</Link>
        </nav>
      </header>
      <main className="app-main">
        <Page />
      </main>
      <CartPill />
    </StorefrontProvider>
  );
}

function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        <Link to="/">Back to the shop</Link>
      </p>
    </>
  );
}
