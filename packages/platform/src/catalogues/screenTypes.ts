/** Screen types of a site. */
export const SCREEN_TYPES = ['cover-page', 'lock-screen', 'popup-overlay', 'sso-screen'] as const;

/** One of {@link SCREEN_TYPES}. */
export type ScreenType = (typeof SCREEN_TYPES)[number];
