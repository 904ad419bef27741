// src/main.tsx: the stylesheet once, the provider around the app, the widgets inside it.
import '@storefront-widgets/embed/storefront.css';
import { AddToCartButton, type AddToCartButtonProps } from '@storefront-widgets/add-to-cart-button';
import { CartPill } from '@storefront-widgets/cart-pill';
import { StorefrontProvider } from '@storefront-widgets/react';
import { createRoot } from 'react-dom/client';
import { captcha, cartStore, client, messages, navigation } from './storefront';

// A product of the seeded store (your app reads it from its own data).
const product: AddToCartButtonProps['product'] = {
  id: 'prod-tee',
  name: 'Classic Tee',
  productType: 1,
  variantOptionOrdering: ['Size', 'Color'],
  variants: [
    {
      id: 'var-tee-s-blk',
      sku: 'TEE-S-BLK',
      attributes: { Size: 'S', Color: 'Black' },
      qtyInStock: 10,
      unlimited: false,
      priceCents: 2500,
    },
    {
      id: 'var-tee-s-wht',
      sku: 'TEE-S-WHT',
      attributes: { Size: 'S', Color: 'White' },
      qtyInStock: 25,
      unlimited: false,
      priceCents: 2500,
    },
  ],
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs <div id="root">');
createRoot(root).render(
  <StorefrontProvider
    client={client}
    cartStore={cartStore}
    messages={messages}
    currency="USD"
    navigation={navigation}
    captcha={captcha}
    settings={{ captchaSiteKey: 'storefront-test-site-key' }}
  >
    <CartPill />
    <AddToCartButton product={product} />
  </StorefrontProvider>,
);
