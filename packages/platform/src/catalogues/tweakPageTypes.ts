/** Tweak page types. */
export const TWEAK_PAGE_TYPES = [
  'SPLASH_PAGE',
  'LOCK_SCREEN',
  'POPUP_OVERLAY',
  'CHECKOUT',
  'STYLE',
  'SSO_PAGE',
] as const;

/** One of {@link TWEAK_PAGE_TYPES}. */
export type TweakPageType = (typeof TWEAK_PAGE_TYPES)[number];
