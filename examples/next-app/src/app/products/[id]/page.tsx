// src/app/products/[id]/page.tsx, a product page, a Server Component: it reads the product on the server, parses it with the
// React-free /server entry and renders the widget imported directly (its built module starts
// with 'use client', so Next hydrates it in the browser).
import { AddToCartButton } from '@storefront-widgets/add-to-cart-button';
import { parseProduct } from '@storefront-widgets/add-to-cart-button/server';
import { formatMoney } from '@storefront-widgets/core';
import { notFound } from 'next/navigation';
import { loadProduct } from '../../../lib/backend';

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const product = await loadProduct(id).catch(() => notFound());
  const props = parseProduct(product);
  if (typeof props === 'string') throw new Error(props);
  const price = Math.min(...product.variants.map((variant) => variant.priceCents));
  return (
    <article>
      <h1>{product.name}</h1>
      <p>{formatMoney(price, product.currency)}</p>
      <p>{product.description}</p>
      <AddToCartButton product={props} />
    </article>
  );
}
