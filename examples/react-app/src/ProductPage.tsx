import { AddToCartButton, parseProduct } from '@storefront/add-to-cart-button';
import { apiPath, DEV_ROUTES, formatMoney, type InstallmentContext, type Product } from '@storefront/core';
import { InstallmentPill } from '@storefront/installment-pill';
import { client } from './storefront';
import { useLoad } from './useLoad';

/** The seeded T-shirt: two options (Size × Color), one variant out of stock, one low. */
const PRODUCT_ID = 'prod-tee';

/**
 * The store's installment offer. The reference backend has no payments provider, so the app
 * supplies it as a store would from its payment settings: Afterpay from $20.00 to $2,000.00.
 */
const INSTALLMENTS: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: 2000,
  afterPayMax: 200000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

/** A product page: name, price, the add-to-cart block and the installment pill. */
export function ProductPage() {
  const product = useLoad(PRODUCT_ID, () =>
    client.get<Product>(apiPath(DEV_ROUTES.product, { id: PRODUCT_ID })),
  );
  if (product.status === 'loading') return <p className="app-status">Loading the product…</p>;
  if (product.status === 'failed') return <p role="alert">The product could not load: {product.message}</p>;
  const props = parseProduct(product.value);
  if (typeof props === 'string') return <p role="alert">{props}</p>;
  const { name, description, currency, productType, variants } = product.value;
  const price = Math.min(...variants.map((variant) => variant.priceCents));
  return (
    <article className="product">
      <h1>{name}</h1>
      <p className="product__price">{formatMoney(price, currency)}</p>
      <p>{description}</p>
      <InstallmentPill
        productType={productType}
        priceMinorUnits={price}
        currency={currency}
        context={INSTALLMENTS}
        infoUrlTemplate="/installments/{locale}.html"
      />
      <AddToCartButton product={props} />
    </article>
  );
}
