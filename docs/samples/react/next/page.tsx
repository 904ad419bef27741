// app/products/[id]/page.tsx: a Server Component. It imports the widget directly (the built
// module starts with 'use client') and parses on the server with the React-free /server entry.
import { AddToCartButton } from '@storefront-widgets/add-to-cart-button';
import { parseProduct } from '@storefront-widgets/add-to-cart-button/server';

/** Your own data access: the product's JSON, as the platform stores it. */
declare function loadProduct(id: string): Promise<unknown>;

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const product = parseProduct(await loadProduct((await params).id));
  if (typeof product === 'string') throw new Error(product);
  return <AddToCartButton product={product} />;
}
