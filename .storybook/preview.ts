import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the a11y panel's checks rather than only warning.
    a11y: { test: 'error' },
  },
};

export default preview;
