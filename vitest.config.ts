import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './scripts/rollup/preactAliases.mjs';

const packagesDir = fileURLToPath(new URL('./packages/', import.meta.url));

/**
 * One Vitest config for the whole repository. Tests import packages by their public names;
 * the alias points those names at the TypeScript sources so tests never need a build first.
 * Set `STOREFRONT_RENDERER=preact` to run the widget suites under preact/compat instead of React.
 */
const usePreact = process.env.STOREFRONT_RENDERER === 'preact';

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@storefront\/([a-z-]+)$/, replacement: `${packagesDir}$1/src/index.ts` },
      { find: /^@storefront\/([a-z-]+)\/(.+)$/, replacement: `${packagesDir}$1/src/$2` },
      // The drop-in build's own table, so the preact pass tests what the drop-in ships.
      ...(usePreact ? PREACT_ALIASES : []),
    ],
  },
  test: {
    environment: 'node',
    restoreMocks: true,
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          include: [
            'packages/{core,template,platform,mock-backend,test-utils}/src/**/__tests__/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'widgets',
          // A real origin, so relative API URLs resolve as they do on a page.
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          include: [
            'packages/{react,add-to-cart-button,cart-pill,cart,restock-form,site-form,installment-pill,embed}/src/**/__tests__/**/*.test.{ts,tsx}',
            // Storybook's renderer is React itself, so stories run in the React pass only.
            ...(usePreact ? [] : ['stories/**/*.test.{ts,tsx}']),
          ],
        },
      },
    ],
  },
});
