import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
// The widgets' complete stylesheet: the base rules (fields, buttons, the add-to-cart block) and
// every widget's own CSS, bundled into the page's CSS so the widgets render styled at once.
import '@storefront-widgets/embed/storefront.css';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
