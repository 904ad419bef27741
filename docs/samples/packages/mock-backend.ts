import { createApp, createMemoryStorage } from '@storefront-widgets/mock-backend';

// Seeded with the reference catalogue and forms; `fetch` is the standard Request → Response handler.
const app = createApp({ storage: createMemoryStorage() });
const response = await app.fetch(new Request('http://localhost/api/commerce/shopping-cart'));
console.log(response.status, await response.json());
