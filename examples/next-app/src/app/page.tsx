// The home page, a Server Component: the catalogue, each product linking to its page.
import Link from 'next/link';
import { loadProducts } from '../lib/backend';

// Read at each request (the backend is not running while `next build` prerenders).
export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const products = await loadProducts();
  return (
    <>
      <h1>Shop</h1>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            <Link href={`/products/${product.id}`}>{product.name}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
