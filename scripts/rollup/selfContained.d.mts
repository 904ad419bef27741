import type { Plugin } from 'rollup';

export function selfContained(): Plugin;
