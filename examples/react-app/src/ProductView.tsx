import { AddToCartButton, parseProduct } from '@storefront-widgets/add-to-cart-button';
import { formatMoney, type InstallmentContext, type Product } from '@storefront-widgets/core';
import { InstallmentPill } from '@storefront-widgets/installment-pill';

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

/**
 * A product: name, price, description, the installment pill and the add-to-cart block. Renders
 * the same on a server (`react-dom/server`) and in the browser, so it also hydrates.
 */
export function ProductView({ product }: { product: Product }) {
  const props = parseProduct(product);
  if (typeof props === 'string') return <p role="alert">{props}</p>;
  const { name, description, currency, productType, variants } = product;
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
