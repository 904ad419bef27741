import '@storefront-widgets/embed/storefront.css';
import '../app.css';
import { createCartStore, createHttpClient, createMessages } from '@storefront-widgets/core';
import { hydrateRoot } from 'react-dom/client';
import { type ServerPageData, ServerRenderedPage } from './ServerRenderedPage';

// The browser half of the server-rendered page (ssr.html): the same page, hydrated over the
// server's markup with the data the server rendered it from.
const root = document.getElementById('root');
const dataScript = document.getElementById('page-data');
if (!root || !dataScript) throw new Error('ssr.html has no #root or #page-data');
const data = JSON.parse(dataScript.textContent ?? '') as ServerPageData;
const client = createHttpClient();
const messages = createMessages({ locale: 'en-US' });
const cartStore = createCartStore({ client, messages });

hydrateRoot(
  root,
  <ServerRenderedPage data={data} client={client} cartStore={cartStore} messages={messages} />,
  {
    // A mismatch would be recovered from silently in production: say so.
    onRecoverableError: (error) => console.error('[storefront] hydration:', error),
  },
);
document.documentElement.dataset.hydrated = 'true';
