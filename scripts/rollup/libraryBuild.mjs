// The build of one library package: ESM with one file per source module, plus bundled `.d.ts`.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';
import { clientDirective } from './clientDirective.mjs';

/**
 * What a package leaves as imports: its declared dependencies and peers (workspace packages
 * included) and Node's built-ins. A workspace module it imports without declaring the package is
 * bundled into it: the template engine carries the few tables it reads from core and platform,
 * so installing it does not install them.
 * @param {{ dependencies?: Record<string, string>, peerDependencies?: Record<string, string> }} pkg
 * @returns {(id: string) => boolean}
 */
export function externalFor(pkg) {
  const names = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...builtinModules,
  ];
  return (id) => id.startsWith('node:') || names.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * The entry files of a package: `src/index.ts` and each of `entries` (`.ts`, else `.tsx`), by
 * output name. Entries without a file are left out.
 * @param {string} dir
 * @param {string[]} entries
 */
export function libraryInput(dir, entries) {
  const input = {};
  for (const name of ['index', ...entries]) {
    const file = [`${dir}/src/${name}.ts`, `${dir}/src/${name}.tsx`].find((path) => existsSync(path));
    if (file) input[name] = file;
  }
  return input;
}

/**
 * Rollup configs for one library package: ESM with preserved modules (with `sideEffects: false`
 * a bundler drops every module a page does not use, and each domain folder is a real subpath),
 * then its `.d.ts` bundled per entry. Every module that imports React starts with `'use client'`
 * (see clientDirective.mjs). Type checking is `npm run typecheck`'s job, so the build
 * transpiles without it (`noCheck`) and stays fast. A package without sources builds nothing.
 * @param {{ dir: string, entries?: string[], node?: boolean, noTypes?: boolean, onwarn?: import('rollup').WarningHandlerWithDefault }} options
 * @returns {import('rollup').RollupOptions[]}
 */
export function libraryBuild({ dir, entries = [], node = false, noTypes = false, onwarn }) {
  const input = libraryInput(dir, entries);
  if (Object.keys(input).length === 0) return [];
  const external = externalFor(JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')));
  const code = {
    input,
    external,
    plugins: [
      json(),
      // Finds the workspace modules bundled into the package (built before it, in LIBRARIES' order);
      // only those: an undeclared third-party import stays a warning, never a silent bundle.
      nodeResolve({ resolveOnly: [/^@storefront-widgets\//] }),
      typescript({
        tsconfig: `${dir}/tsconfig.json`,
        compilerOptions: {
          noCheck: true,
          declaration: false,
          sourceMap: false,
          // Absolute: the plugin matches emitted files by path, and relative ones do not match.
          outDir: resolve(dir, 'dist'),
          rootDir: resolve(dir, 'src'),
          ...(node ? { types: ['node'] } : {}),
        },
        outputToFilesystem: false,
      }),
      clientDirective(),
    ],
    output: {
      dir: `${dir}/dist`,
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: `${dir}/src`,
      // A bundled workspace module (see externalFor) lands in `dist/bundled/<package>/…`.
      entryFileNames: ({ name }) => `${name.replace(/^([a-z-]+)\/dist\//, 'bundled/$1/')}.js`,
    },
    onwarn,
  };
  if (noTypes) return [code];
  return [
    code,
    {
      input,
      external,
      // No `tsconfig` option: the plugin then finds the package's tsconfig.json from each entry
      // and puts all entries in one TypeScript program. Given the option, rollup-plugin-dts 6.5.1
      // builds one program per entry folder (a caching quirk), ~10× the time and memory with
      // many subpaths (core 24 s / 1.8 GB → 5 s / 0.3 GB, identical output).
      plugins: [dts({ compilerOptions: { paths: {} } })],
      output: {
        dir: `${dir}/dist`,
        format: 'es',
        entryFileNames: '[name].d.ts',
        chunkFileNames: '[name]-[hash].d.ts',
      },
      onwarn,
    },
  ];
}
