// The cart page, a Server Component rendering the cart widget (a client component) directly.
import { Cart } from '@storefront-widgets/cart';

export default function CartPage() {
  return (
    <>
      <h1>Your cart</h1>
      <Cart />
    </>
  );
}
