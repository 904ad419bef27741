import type { Plugin } from 'rollup';

export declare const USE_CLIENT: string;
export declare function isClientChunk(chunk: { imports: string[]; dynamicImports: string[] }): boolean;
export declare function clientDirective(): Plugin;
