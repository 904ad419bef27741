import type { PluginSamples } from '../PluginSamples';

const DAY = 86_400_000;

/** Arguments and data for the content predicates (plugins/content/contentPredicates.ts). */
export const CONTENT_PREDICATE_SAMPLES: PluginSamples = {
  predicates: {
    'collectionTypeNameEquals?': [['products'], ['blog'], []],
    'current-type?': [['heading'], ['body'], ['undefined'], ['nope'], []],
  },
  values: [
    // Items of several record types, one promoting a video block.
    { recordType: 1, title: 'Post', excerpt: { html: '<p>Read <em>this</em></p>' }, mainImageId: 'img-1' },
    { recordType: 11, title: 'Tee', systemDataId: 'sys-1' },
    { recordType: 2, promotedBlockType: 'image' },
    { recordType: 1, promotedBlockType: 'video', excerpt: '<p>&nbsp;</p>' },
    { recordType: -1, backgroundSource: 3 },
    { recordType: '50', backgroundSource: -1, passthrough: true, sourceUrl: 'https://example.com' },
    // Collections and folders.
    { collection: { type: 10, folder: true, folderBehavior: 1 }, folderBehavior: 2, typeName: 'products' },
    { collection: { type: 7 }, items: [{ mainImageId: 'a' }, { systemDataId: 'b' }] },
    { type: 7, folderBehavior: 3, calendarView: true },
    // Events.
    {
      startDate: 1_700_000_000_000,
      endDate: 1_700_000_000_000 + 3_600_000,
      location: { mapLat: 40.7, mapLng: -74 },
    },
    { startDate: 1_700_000_000_000, endDate: 1_700_000_000_000 + 2 * DAY, showPastOrUpcomingEvents: 'past' },
    // Gallery blocks, with some options set and the rest at their defaults.
    { options: { design: 'slideshow', autoplay: true, 'meta-position': 'top-left', indicators: true } },
    { options: { 'square-thumbs': 'false', lightbox: 1, 'active-alignment': 'left' } },
    // Slides.
    { currentType: 1 },
    { currentType: '3', serviceName: 'email' },
  ],
};
