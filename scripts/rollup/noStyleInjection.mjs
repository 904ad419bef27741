// What the drop-in build makes of the React layer's style injection (see cssModules.mjs).

/** Injects nothing: the drop-in's pages link storefront.css. */
export function useStyles() {}
