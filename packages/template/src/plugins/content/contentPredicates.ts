import {
  BackgroundSource,
  CollectionType,
  FolderBehavior,
  RecordType,
} from '@storefront-widgets/platform/catalogues';
import { childOf, descend, isRecord, isTruthy, toNumber, toText } from '../../values/values';
import type { PredicateTable, TestFunction } from '../PredicateDefinition';
import type { RenderContext } from '../RenderContext';
import { toBoolean } from '../toBoolean';

/** A field of the current node. */
const field = (context: RenderContext, key: string) => childOf(context.node, key);

/** Number of properties or elements (0 for anything else), as `has-multiple?` counts. */
const size = (value: unknown) =>
  Array.isArray(value) ? value.length : isRecord(value) ? Object.keys(value).length : 0;

/** Whether an item has a main image (`mainImageId` or `systemDataId`). */
const hasImage = (item: unknown) =>
  isTruthy(childOf(item, 'mainImageId')) || isTruthy(childOf(item, 'systemDataId'));

/**
 * Gallery block options with their defaults, which
 * apply when the page has `options` but not that one (a deliberate deviation from the reference,
 * which reads a missing option as false).
 */
export const GALLERY_DEFAULTS: Readonly<Record<string, unknown>> = {
  design: 'grid',
  'meta-position': 'bottom',
  'active-alignment': 'center',
  autoplay: false,
  'auto-crop': true,
  controls: false,
  lightbox: false,
  'square-thumbs': true,
  thumbnails: false,
};

/** A gallery option of the page (`options.<name>`), or its default; undefined without options. */
function galleryOption(context: RenderContext, name: string): unknown {
  const options = context.resolve('options');
  const value = childOf(options, name);
  return value === undefined && isRecord(options) ? GALLERY_DEFAULTS[name] : value;
}

/** Slide types by code (1 heading, 3 body, 4 image, … up to 19). */
const SLICE_TYPES =
  ',heading,,body,image,gallery,video,social-icons,buttons,navigation,custom-form,newsletter,album,map,logo,action,form,lock,password,twitter'.split(
    ',',
  );

/** Record types that also match an item promoting that kind of block (`video?` is an item or a promoted video). */
const PROMOTED_RECORDS: Record<string, number> = {
  video: RecordType.VIDEO,
  'external-video': RecordType.VIDEO,
  image: RecordType.IMAGE,
  quote: RecordType.QUOTE,
  link: RecordType.LINK,
  gallery: RecordType.GALLERY,
};

/** Codes of the platform with no predicate of their own (chat, review, thread, lesson, course item). */
const UNNAMED_RECORDS: number[] = [
  RecordType.CHAT,
  RecordType.REVIEW,
  RecordType.THREAD,
  RecordType.LESSON,
  RecordType.COURSE_ITEM,
];

const table: Record<string, TestFunction> = {
  /** The page is in calendar view (`calendarView`). */
  'calendar-view?': (_args, context) => toBoolean(context.resolve('calendarView')),
  /** The first of the node's `items` has an image. */
  'child-images?': (_args, context) => {
    const items = field(context, 'items');
    return Array.isArray(items) && items.length > 0 && hasImage(items[0]);
  },
  /** A folder is clickable when its behaviour is missing, index or redirect. */
  'clickable?': (_args, context) => {
    const behavior = context.resolve('folderBehavior');
    const code = toNumber(behavior);
    return behavior === undefined || code === FolderBehavior.INDEX || code === FolderBehavior.REDIRECT;
  },
  'collection?': (_args, context) => isTruthy(field(context, 'collection')),
  /** The node's collection is a page (collection type 10). */
  'collection-page?': (_args, context) => {
    const type = descend(context.node, ['collection', 'type']);
    return type !== undefined && toNumber(type) === CollectionType.PAGE;
  },
  /** The node's collection (or the node itself, without one) is a template page (type 7). */
  'collection-template-page?': (_args, context) => {
    const collection = field(context, 'collection');
    const type = childOf(collection === undefined ? context.node : collection, 'type');
    return type !== undefined && toNumber(type) === CollectionType.TEMPLATE_PAGE;
  },
  /** `{.collectionTypeNameEquals? products}`: the page's `typeName` is the argument. */
  'collectionTypeNameEquals?': (args, context) =>
    args.length > 0 && toText(context.resolve('typeName')) === args[0],
  /** The item's excerpt (`excerpt.html` or `excerpt`) has text besides tags and white space. */
  'excerpt?': (_args, context) => {
    const excerpt = field(context, 'excerpt');
    const html = childOf(excerpt, 'html');
    const text = typeof html === 'string' ? html : typeof excerpt === 'string' ? excerpt : '';
    return /[^\s\u200b>]/.test(text.replace(/<[^>]*>?/g, ''));
  },
  'external-link?': (_args, context) => isTruthy(field(context, 'externalLink')),
  'folder?': (_args, context) => isTruthy(descend(context.node, ['collection', 'folder'])),
  /** The gallery shows controls or indicators. */
  'gallery-meta?': (_args, context) =>
    isTruthy(galleryOption(context, 'controls')) || isTruthy(galleryOption(context, 'indicators')),
  /** The node has more than one element or property. */
  'has-multiple?': (_args, context) => size(context.node) > 1,
  /** The node's collection is a folder that acts as an index (folder behaviour 1). */
  'index?': (_args, context) => {
    const collection = field(context, 'collection');
    const behavior = childOf(collection, 'folderBehavior');
    return isTruthy(childOf(collection, 'folder')) && behavior === FolderBehavior.INDEX;
  },
  /** The item's location has map coordinates. */
  'location?': (_args, context) => {
    const location = field(context, 'location');
    return childOf(location, 'mapLat') !== undefined && childOf(location, 'mapLng') !== undefined;
  },
  'main-image?': (_args, context) => hasImage(context.node),
  /** The item passes its visitors through to `sourceUrl`. */
  'passthrough?': (_args, context) =>
    isTruthy(field(context, 'passthrough')) && toText(field(context, 'sourceUrl')) !== '',
  /** The node redirects (folder behaviour 2). */
  'redirect?': (_args, context) => toNumber(field(context, 'folderBehavior')) === FolderBehavior.REDIRECT,
  /** The event starts and ends on the same day (UTC). */
  'same-day?': (_args, context) => {
    const day = (key: string) => Math.floor(toNumber(field(context, key)) / 86_400_000);
    return day('startDate') === day('endDate');
  },
  'serviceNameEmail?': (_args, context) => toText(field(context, 'serviceName')) === 'email',
  'show-past-events?': (_args, context) => toText(field(context, 'showPastOrUpcomingEvents')) === 'past',
  /** The item's record type is undefined (-1). */
  'undefined?': (_args, context) => toNumber(field(context, 'recordType')) === -1,
  /** `{.current-type? heading}`: the slide's `currentType` is that slice type. */
  'current-type?': (args, context) => {
    const name = args[0];
    const code = name === 'undefined' ? -1 : name ? SLICE_TYPES.indexOf(name) : -1;
    return (code !== -1 || name === 'undefined') && (toNumber(field(context, 'currentType')) | 0) === code;
  },
};

// Gallery options (spec/storefront.md §9): one predicate per choice of a select, one per switch.
for (const [option, choices] of [
  ['design', 'grid slideshow slider stacked'],
  ['meta-position', 'top top-left top-right center bottom bottom-left bottom-right'],
  ['active-alignment', 'center left right'],
] as const) {
  for (const choice of choices.split(' ')) {
    table[`gallery-${option}-${choice}?`] = (_args, context) => {
      const value = galleryOption(context, option);
      return value !== undefined && toText(value) === choice;
    };
  }
}
for (const option of [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
]) {
  table[`gallery-${option}?`] = (_args, context) => toBoolean(galleryOption(context, option));
}

// Record types (spec/platform.md §3): `text?`, `store-item?`, …; the promoted kinds also match
// an item promoting such a block.
for (const [name, code] of Object.entries(RecordType)) {
  const id = name.toLowerCase().replace(/_/g, '-');
  if (!UNNAMED_RECORDS.includes(code) && !Object.hasOwn(PROMOTED_RECORDS, id)) {
    table[`${id}?`] = (_args, context) => toNumber(field(context, 'recordType')) === code;
  }
}
for (const [id, code] of Object.entries(PROMOTED_RECORDS)) {
  const block = id.replace('external-', '');
  table[`${id}?`] = (_args, context) =>
    toNumber(field(context, 'recordType')) === code || toText(field(context, 'promotedBlockType')) === block;
}
// `promotedMAP?`, …: the item promotes a block of that kind.
for (const block of [
  'map',
  'embed',
  'image',
  'code',
  'quote',
  'twitter',
  'link',
  'video',
  'foursquare',
  'instagram',
  'form',
]) {
  table[`promoted${block.toUpperCase()}?`] = (_args, context) =>
    toText(field(context, 'promotedBlockType')) === block;
}
// Background sources (spec/platform.md §3): upload 1, instagram 2, video 3, none 4; undefined -1.
for (const [name, code] of [['UNDEFINED', -1], ...Object.entries(BackgroundSource)] as const) {
  table[`background-source-${name.toLowerCase()}?`] = (_args, context) =>
    toNumber(field(context, 'backgroundSource')) === code;
}

/**
 * The content predicates: collections and folders, item
 * kinds and record types, promoted blocks, events, gallery options, background sources and the
 * slide predicate `current-type?`, on the current node.
 */
export const CONTENT_PREDICATES: PredicateTable = table;
