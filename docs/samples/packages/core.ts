import { createCartStore, createHttpClient, createMessages } from '@storefront-widgets/core';

const client = createHttpClient(); // same origin: the page's server passes /api to the backend
const cartStore = createCartStore({ client, messages: createMessages({ locale: 'en-US' }) });

cartStore.subscribe((state) => console.log(state.cart?.totalQuantity ?? 0, 'in cart'));
await cartStore.getState().load(); // GET /api/commerce/shopping-cart
await cartStore.getState().addEntry({ itemId: 'prod-poster', sku: 'POSTER-A3', quantity: 1 });
