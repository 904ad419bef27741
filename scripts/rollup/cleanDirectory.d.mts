import type { Plugin } from 'rollup';

export function cleanDirectory(dir: string): Plugin;
