/** The site-aesthetics paths whose change marks the design as unsaved. */
export const SITE_AESTHETICS_DIRTY_PATHS = [
  'colors.defaultThemeId',
  'fonts.activeThemeId',
  'colors.palette',
  'colors.themes',
  'fonts.themes',
  'fonts.fontUsageCategories',
] as const;

/** One of {@link SITE_AESTHETICS_DIRTY_PATHS}. */
export type SiteAestheticsDirtyPath = (typeof SITE_AESTHETICS_DIRTY_PATHS)[number];
