import type { PluginFamily } from './PluginFamily';

/** A built-in family the browser entry loads when a template first names one of its plugins. */
export interface LazyFamily {
  /**
   * Its formatters' and predicates' names, space-separated: the browser entry compiles templates
   * with them before the family is loaded. `lazyFamilies.test.ts` holds them equal to its tables.
   */
  names: string;
  /** Imports its module: one chunk of the browser build. */
  load(): Promise<PluginFamily>;
}

/**
 * Every built-in family but core (which the browser entry carries), by name. Adding a family is
 * one entry here; its lazily loaded plugins define no `validate` (the entry compiles templates
 * that name them before they load), which the same test checks.
 */
export const LAZY_FAMILIES: Readonly<Record<string, LazyFamily>> = {
  content: {
    load: () => import('./content/contentFamily').then((module) => module.CONTENT_FAMILY),
    names:
      'AbsUrl audio-player capitalize child-image-meta color-weight cover-image-meta height humanizeDuration image image-color image-meta image-srcset item-classes resizedHeightForWidth resizedWidthForHeight squarespaceThumbnailForHeight squarespaceThumbnailForWidth video website-color width',
  },
  date: { load: () => import('./date/dateFamily').then((module) => module.DATE_FAMILY), names: 'date' },
  i18n: {
    load: () => import('./i18n/i18nFamily').then((module) => module.I18N_FAMILY),
    names:
      'datetime datetime-interval datetimefield decimal i18n-money-format message money money-format money-string moneyFormat plural relative-time timesince unit units-metric?',
  },
  social: {
    load: () => import('./social/socialFamily').then((module) => module.SOCIAL_FAMILY),
    names:
      'activate-twitter-links comment-count comment-link comments comments? disqus? google-calendar-url like-button social-button social-button-inline twitter-follow-button',
  },
};
