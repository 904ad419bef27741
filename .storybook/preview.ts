import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// The widgets' base rules (fields, buttons, the add-to-cart block) as a page links them in
// storefront.css; each widget injects its own CSS. Then the example store's canvas.
import '../packages/embed/src/storefront.css';
import './preview.css';
import { startMockServiceWorker } from '../stories/support/mockServiceWorker';
import { endStoryTurn, isOnDocsPage } from '../stories/support/storyTurn';
import { withStoreColumn } from '../stories/support/withStoreColumn';

// A play function's `findBy…` and `waitFor` wait for their condition up to 10 s, the e2e suite's
// bound for a step (scripts/e2e/browser.ts), not Testing Library's 1 s: on a loaded two-core
// machine a story's answer from the reference backend in its service worker can take longer.
configure({ asyncUtilTimeout: 10_000 });

/** The toolbar's viewports: the phone and tablet the example store is checked at, then desktop. */
const VIEWPORTS = {
  phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // Every component gets a docs page: its props (with their data-* twins) and live controls.
  tags: ['autodocs'],
  // In the browser Storybook (dev and static) the widgets' `/api/*` calls go through MSW's worker
  // to the reference backend running in the page; without a service worker (Vitest) this is a no-op.
  beforeAll: async () => {
    await startMockServiceWorker();
  },
  // A story takes its turn in its loader (stories/support/storyTurn.ts) and gives it up once
  // played, or when it is torn down before that.
  beforeEach: ({ globals }) => {
    if (isOnDocsPage()) globals.a11y = { ...globals.a11y, manual: true };
    return endStoryTurn;
  },
  afterEach: endStoryTurn,
  decorators: [withStoreColumn],
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the a11y panel's checks rather than only warning.
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
    docs: {
      // On a docs page each story shows the state its play function reaches ('Adding…', a sold-out
      // variant, an open alert), as in its own view: it renders in an iframe of its own, where the
      // play runs. The first story of a file stays inline, so the props table's controls drive it.
      story: { inline: false, iframeHeight: '160px' },
    },
  },
};

export default preview;
