/** Options of {@link storeDescription}. */
export interface StoreDescriptionOptions {
  /**
   * The site is flagged as the version whose store descriptions carry the year.
   * @default false
   */
  showsYear?: boolean;
  /** Clock, ms since the epoch. @default Date.now */
  now?: () => number;
}

/**
 * The year written into a new store's description: a blank string unless the site
 * is flagged as the version that shows it, then the current four-digit year.
 */
export function storeDescriptionYear(options: StoreDescriptionOptions = {}): string {
  if (!options.showsYear) return '';
  return String(new Date((options.now ?? Date.now)()).getFullYear());
}

/** A store description with every `{year}` replaced by {@link storeDescriptionYear}. */
export function storeDescription(template: string, options: StoreDescriptionOptions = {}): string {
  const year = storeDescriptionYear(options);
  return template.replaceAll('{year}', year);
}
