// What several e2e files read and none writes, built once per run: the static Storybook, the
// React example's production build and the Next.js example's (`next build`). `npm test` builds
// the first two beside its other steps and hands the folders to the e2e run
// (`STORYBOOK_STATIC_DIR`, `REACT_APP_DIST_DIR`), and serves the package check's `next build` of
// the Next.js example (`NEXT_APP_DIR`); a bare `npm run e2e` builds all three in its global setup.
// The commands come from here, so both runs make the same builds.

/**
 * @typedef {{ label: string, args: string[], env: Record<string, string> }} SharedBuild
 * `node <args>` run from the repository root, with `env` added to the environment.
 */

/**
 * The static Storybook (`storybook build --quiet`) into `outDir`. Stories import the packages'
 * sources, so it needs no package build.
 * @param {string} outDir
 * @returns {SharedBuild}
 */
export function storybookBuild(outDir) {
  return {
    label: 'storybook build',
    args: ['node_modules/storybook/dist/bin/dispatcher.js', 'build', '-o', outDir, '--quiet'],
    env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
  };
}

/**
 * The React example as a React developer ships it (`vite build`, production mode) into `outDir`.
 * It imports the packages by name: it needs them built (`npm run build`) first.
 * @param {string} outDir
 * @returns {SharedBuild}
 */
export function reactExampleBuild(outDir) {
  return {
    label: 'vite build of examples/react-app',
    args: [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'examples/react-app/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    // Vitest runs with NODE_ENV=test, which Vite and the React plugin would build with (React's
    // development code and JSX runtime): build as `vite build` does.
    env: { NODE_ENV: 'production' },
  };
}

/**
 * The Next.js example as a Next developer ships it (`next build`, scripts/e2e/buildNextApp.mjs),
 * into `examples/next-app/.next`, with the address of the reference backend its test starts. It
 * imports the packages by name: it needs them built (`npm run build`) first.
 * @returns {SharedBuild}
 */
export function nextExampleBuild() {
  return { label: 'next build of examples/next-app', args: ['scripts/e2e/buildNextApp.mjs'], env: {} };
}
