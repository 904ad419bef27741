import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const packagesDir = fileURLToPath(new URL('../packages/', import.meta.url));

/** Storybook for designers: every widget in every state, no server needed. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // MSW's service worker (`npx msw init .storybook/public --save=false`), served next to iframe.html.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => {
    // Stories import the packages by name; point those names at the sources, as the tests do.
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = [
      { find: /^@storefront-widgets\/([a-z-]+)$/, replacement: `${packagesDir}$1/src/index.ts` },
      { find: /^@storefront-widgets\/([a-z-]+)\/(.+)$/, replacement: `${packagesDir}$1/src/$2` },
    ];
    return viteConfig;
  },
};

export default config;
