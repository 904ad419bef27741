import type { Preview } from '@storybook/react-vite';
// The widgets' base rules (fields, buttons, the add-to-cart block) as a page links them in
// storefront.css; each widget injects its own CSS. Then the example store's canvas.
import '../packages/embed/src/storefront.css';
import './preview.css';
import { startMockServiceWorker } from '../stories/support/mockServiceWorker';

const preview: Preview = {
  // Every component gets a docs page: its props (with their data-* twins) and live controls.
  tags: ['autodocs'],
  // In the browser Storybook (dev and static) the widgets' `/api/*` calls go through MSW's worker
  // to the reference backend running in the page; without a service worker (Vitest) this is a no-op.
  beforeAll: async () => {
    await startMockServiceWorker();
  },
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the a11y panel's checks rather than only warning.
    a11y: { test: 'error' },
  },
};

export default preview;
