// The widget packages export their CSS as strings (`cartPillCss.js`, …) that their React
// components inject (`useStyles`) when used in an app. The drop-in ships the same CSS as
// storefront.css instead (a strict Content-Security-Policy refuses injected styles), so its build
// resolves those modules to an empty one and lets Rollup shim the missing strings (the
// `shimMissingExports` option), and resolves the injector to one that does nothing, rather than
// download the CSS twice.
import { fileURLToPath } from 'node:url';

/** The empty module the CSS modules become. */
export const EMPTY_MODULE = fileURLToPath(new URL('./empty.mjs', import.meta.url));

/** An alias entry (@rollup/plugin-alias): every relative import of a `…Css.js` module → empty. */
export const CSS_MODULES_TO_EMPTY = { find: /^\.{1,2}\/(?:[\w-]+\/)*\w+Css\.js$/, replacement: EMPTY_MODULE };

/** The injector the drop-in gets instead of the React layer's `useStyles`. */
export const NO_STYLE_INJECTION = fileURLToPath(new URL('./noStyleInjection.mjs', import.meta.url));

/** An alias entry: the React layer's `useStyles` module → one that injects nothing. */
export const STYLE_INJECTION_TO_NOTHING = {
  find: /^\.{1,2}\/(?:[\w-]+\/)*useStyles\.js$/,
  replacement: NO_STYLE_INJECTION,
};

/** True for the warnings that shimming the CSS strings causes; every other missing export is an error. */
export function isShimmedCssString(warning) {
  return (
    warning.code === 'SHIMMED_EXPORT' && warning.exporter === EMPTY_MODULE && /Css$/.test(warning.binding)
  );
}
