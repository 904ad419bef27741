// `window.Storefront`, installed by the loader (`@storefront-widgets/embed` types it).
import type {} from '@storefront-widgets/embed';

export async function developerApi() {
  const Storefront = window.Storefront;
  if (!Storefront) return; // the loader has not run on this page
  await Storefront.cart.get(); // the cart as last loaded, or null
  await Storefront.cart.load(); // GET /api/commerce/shopping-cart
  await Storefront.cart.add({ itemId: 'prod-poster', sku: 'POSTER-A3', quantity: 1 }); // rejects with an ApiError
  const unsubscribe = await Storefront.subscribe((cart) => console.log(cart?.totalQuantity));
  Storefront.version; // '0.1.0'
  unsubscribe();
}
