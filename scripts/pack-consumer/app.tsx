// A React developer's first file, type-checked and run against the packed tarballs installed in a
// scratch project (scripts/check-packages.mjs): every widget renders on the server from the
// published builds, with the published types.
import { AddToCartButton, parseProduct } from '@storefront-widgets/add-to-cart-button';
import { CartPill } from '@storefront-widgets/cart-pill';
import {
  createCartStore,
  createHttpClient,
  createMessages,
  type InstallmentContext,
} from '@storefront-widgets/core';
import { InstallmentPill } from '@storefront-widgets/installment-pill';
import {
  createCatalogue,
  createFormCatalogue,
  FORM_IDS,
  PRODUCT_IDS,
} from '@storefront-widgets/mock-backend';
import { StorefrontProvider } from '@storefront-widgets/react';
import { RestockForm, RestockSignupsPanel } from '@storefront-widgets/restock-form';
import { SiteForm } from '@storefront-widgets/site-form';
import { renderToString } from 'react-dom/server';

const product = parseProduct(createCatalogue().find((item) => item.id === PRODUCT_IDS.tee));
if (typeof product === 'string') throw new Error(product);
const form = createFormCatalogue().find((item) => item.id === FORM_IDS.contact);
if (!form) throw new Error('no contact form in the seed');
const afterpay: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: 3500,
  afterPayMax: 200000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

const client = createHttpClient({ baseUrl: 'https://shop.example' });
const messages = createMessages({ locale: 'en-US' });
const cartStore = createCartStore({ client, messages });

const html = renderToString(
  <StorefrontProvider client={client} cartStore={cartStore} messages={messages} idPrefix="consumer-">
    <AddToCartButton product={product} />
    <InstallmentPill productType={1} priceMinorUnits={4000} context={afterpay} />
    <CartPill />
    <RestockForm productId={PRODUCT_IDS.tee} variantId="var-1" />
    <SiteForm form={form} location={{ search: '', assign: () => undefined }} />
    <RestockSignupsPanel />
  </StorefrontProvider>,
);

const expected = [
  'Add To Cart',
  'interest-free payments of $10.00 with',
  'Sign Up',
  form.submitButtonText,
  'Restock sign-ups',
];
const missing = expected.filter((text) => !html.includes(text));
if (missing.length) throw new Error(`the packed widgets rendered without ${missing.join(', ')}`);
console.log(`packed widgets render on the server: ${html.length} characters of HTML`);
