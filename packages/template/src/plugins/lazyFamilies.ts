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
  commerce: {
    load: () => import('./commerce/commerceFamily').then((module) => module.COMMERCE_FAMILY),
    names:
      'add-to-cart-btn bookkeeper-money-format cart-quantity cart-subtotal cart-url from-price has-variants? normal-price on-sale? percentage-format product-checkout product-price product-quick-view product-restock-notification product-scarcity product-status quantity-input sale-price sold-out? subscription-price summary-form-field variant-descriptor variants-select varied-prices?',
  },
  content: {
    load: () => import('./content/contentFamily').then((module) => module.CONTENT_FAMILY),
    names:
      'AbsUrl active-time? attachment? audio-player audio? background-source-instagram? background-source-none? background-source-undefined? background-source-upload? background-source-video? binary? calendar-view? capitalize checkin? child-image-meta child-images? clickable? collection-page? collection-template-page? collection? collectionTypeNameEquals? color-weight cover-image-meta css-asset? current-type? digital-good? event? excerpt? external-link? external-video? folder? gallery-active-alignment-center? gallery-active-alignment-left? gallery-active-alignment-right? gallery-auto-crop? gallery-autoplay? gallery-controls? gallery-design-grid? gallery-design-slider? gallery-design-slideshow? gallery-design-stacked? gallery-lightbox? gallery-meta-position-bottom-left? gallery-meta-position-bottom-right? gallery-meta-position-bottom? gallery-meta-position-center? gallery-meta-position-top-left? gallery-meta-position-top-right? gallery-meta-position-top? gallery-meta? gallery-show-meta-on-hover? gallery-show-meta? gallery-square-thumbs? gallery-thumbnails? gallery? has-multiple? height humanizeDuration image image-color image-meta image-srcset image? index? item-classes json-export? kbarticle? link? location? main-image? passthrough? promotedCODE? promotedEMBED? promotedFORM? promotedFOURSQUARE? promotedIMAGE? promotedINSTAGRAM? promotedLINK? promotedMAP? promotedQUOTE? promotedTWITTER? promotedVIDEO? quote? redirect? resizedHeightForWidth resizedWidthForHeight same-day? serviceNameEmail? show-past-events? site-search? squarespaceThumbnailForHeight squarespaceThumbnailForWidth store-item? text? tweak-asset? tweet? undefined? video video? website-color width wordpress-export?',
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
