import type { RollupLog } from 'rollup';

export const EMPTY_MODULE: string;
export const CSS_MODULES_TO_EMPTY: { find: RegExp; replacement: string };
export const NO_STYLE_INJECTION: string;
export const STYLE_INJECTION_TO_NOTHING: { find: RegExp; replacement: string };
export function isShimmedCssString(warning: RollupLog): boolean;
