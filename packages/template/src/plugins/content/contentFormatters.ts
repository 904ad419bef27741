import { HSL_ERRORS, hslErrors, isLightColor } from '@storefront-widgets/platform/colors';
import { childOf, descend, isRecord, isTruthy, toNumber, toOutput, toText } from '../../values/values';
import { childNumber, childText } from '../childText';
import { escapeHtmlAttribute } from '../escapeHtml';
import type { FormatterTable } from '../FormatterDefinition';
import { isOnSale, isSoldOut } from '../productRules';
import type { RenderContext } from '../RenderContext';
import { slugify } from '../slugify';
import { altText, focalPoint, imageMeta } from './imageMeta';
import { IMAGE_WIDTHS, imageWidthFor, resizeDimension } from './imageWidth';

const attr = escapeHtmlAttribute;

/** The five areas the platform measures an image's average colour in, as `colorData` keys. */
const COLOR_AREAS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'];

/** The store item record type (`recordType` 11). */
const STORE_ITEM = 11;

/** ` prefix-slug` for each element of a list (or each numbered property of an object). */
function slugClasses(prefix: string, list: unknown): string {
  let out = '';
  const size = Array.isArray(list) ? list.length : isRecord(list) ? Object.keys(list).length : 0;
  for (let i = 0; i < size; i++) out += ` ${prefix}-${slugify(childText(list, i))}`;
  return out;
}

/** At most two decimals, trailing zeros dropped (`12.5`, `33.33`). */
const twoDecimals = (n: number) => Number.parseFloat(n.toFixed(2));

/**
 * `hsl(h, s%, l%)` or `hsla(…, a)` from `{hue, saturation, lightness, alpha?}` (saturation,
 * lightness and alpha 0–1), or the platform's messages for a missing or out-of-bounds value.
 */
function websiteColor(value: unknown): string {
  const [h, s, l, a] = ['hue', 'saturation', 'lightness', 'alpha'].map((key) => childOf(value, key));
  if (h === undefined || s === undefined || l === undefined) return HSL_ERRORS.missing;
  const [hue, saturation, lightness, alpha] = [h, s, l, a].map(toNumber) as [number, number, number, number];
  const errors = hslErrors(hue, saturation, lightness, a === undefined ? 1 : alpha);
  // Every broken bound is reported, each message followed by a space but the last alpha one.
  if (errors.length) return errors.map((e) => (e === HSL_ERRORS.alpha ? e : `${e} `)).join('');
  const hsl = `${twoDecimals(hue)}, ${twoDecimals(saturation * 100)}%, ${twoDecimals(lightness * 100)}%`;
  return a === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${twoDecimals(alpha)})`;
}

/** `hentry` plus the item's promotion, categories, tags, author, type, position and status classes. */
function itemClasses(value: unknown, context: RenderContext): string {
  let out = 'hentry';
  const promoted = context.resolve('promotedBlockType');
  if (isTruthy(promoted)) out += ` promoted promoted-block-${slugify(toText(promoted))}`;
  const categories = context.resolve('categories');
  if (isTruthy(categories)) out += slugClasses('category', categories);
  const tags = context.resolve('tags');
  if (isTruthy(tags)) out += slugClasses('tag', tags);
  const author = context.resolve('author');
  const name = childOf(author, 'displayName');
  if (isTruthy(author) && isTruthy(name)) out += ` author-${slugify(toText(name))}`;
  out += ` post-type-${toText(context.resolve('recordTypeLabel'))}`;
  const index = context.resolve('@index');
  if (index !== undefined) out += ` article-index-${toNumber(index)}`;
  if (isTruthy(context.resolve('starred'))) out += ' featured';
  if (childNumber(value, 'recordType') === STORE_ITEM) {
    if (isOnSale(value)) out += ' on-sale';
    if (isSoldOut(value)) out += ' sold-out';
  }
  return out;
}

/** ` srcset="…"` listing the image's renditions, plus the original as the next width up. */
function imageSrcset(value: unknown): unknown {
  if (value === undefined) return undefined;
  const url = childText(value, 'assetUrl');
  const variants = childText(value, 'systemDataVariants')
    .split(',')
    .filter((v) => v.endsWith('w'));
  if (!variants.length) return value;
  const largest = IMAGE_WIDTHS.indexOf(variants[variants.length - 1] as (typeof IMAGE_WIDTHS)[number]);
  const original = largest >= 0 && largest < 6 ? `,${url}?format=original ${IMAGE_WIDTHS[largest + 1]}` : '';
  return ` srcset="${attr(variants.map((v) => `${url}?format=${v} ${v}`).join(',') + original)}"`;
}

/** `|image-color`: the five `data-color-*` attributes; `|image-color area [property]`: one colour. */
function imageColor(value: unknown, args: readonly string[]): unknown {
  const colors = childOf(value, 'colorData');
  if (colors === undefined) return undefined;
  const average = (area: string) => attr(childText(colors, `${area}Average`));
  if (!args.length) return COLOR_AREAS.map((area) => `data-color-${area}="#${average(area)}" `).join('');
  const color = average(args[0]!);
  if (!color) return `"${args[0]}" not found.`;
  return args.length > 1 ? `${args[1]}: #${color}` : `#${color}`;
}

/** `|video [load-false] [color-data]`: the platform's video wrapper with its overlay image. */
function video(value: unknown, args: readonly string[]): string {
  const oembed = childOf(value, 'oembed');
  let out = `<div class="sqs-video-wrapper" ${args.includes('load-false') ? ' data-load="false" ' : ''}`;
  out += `data-html="${attr(childText(oembed, 'html'))}" data-provider-name="${attr(childText(oembed, 'providerName'))}">`;
  if (isTruthy(childOf(value, 'overlay'))) {
    out += '<div class="sqs-video-overlay';
    if (isTruthy(childOf(value, 'mainImageId')) || isTruthy(childOf(value, 'systemDataId'))) {
      out += `" style="opacity: 0;"><img data-load="false" data-src="${attr(childText(value, 'assetUrl'))}" `;
      out += `data-image-dimensions="${attr(childText(value, 'originalSize'))}" data-image-focal-point="${attr(focalPoint(value))}" `;
      const colors = childOf(value, 'colorData');
      if (args.includes('color-data') && isTruthy(colors)) {
        for (const area of COLOR_AREAS) {
          out += `data-color-${area.toLowerCase()}="#${attr(childText(colors, `${area}Average`))}" `;
        }
      }
      out += '/>';
    } else out += ' no-thumb" style="opacity: 0;">';
    out += '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';
  }
  return `${out}</div>`;
}

/** A property of the current node, read only there (the platform's embedded templates do so). */
const own = (value: unknown, path: string) => attr(toOutput(descend(value, path.split('.'))));

/**
 * The content family (the platform's content formatters): images and their metadata, colours,
 * sizes, durations, item classes, audio and video. Everything they write into markup from data
 * is escaped.
 */
export const CONTENT_FORMATTERS: FormatterTable = {
  /** The value prefixed with the site's `base-url` and a `/`. Text, not escaped. */
  AbsUrl: (value, _args, context) => `${toText(context.resolve('base-url'))}/${toText(value)}`,
  /** The audio player markup for an item (`structuredContent.audioAssetUrl`, `id`); escaped. */
  'audio-player': (value) =>
    `<script>Y.use('squarespace-audio-player-frontend');</script>\n<div class="squarespace-audio-player" data-audio-asset-url="${own(value, 'structuredContent.audioAssetUrl')}" data-item-id="${own(value, 'id')}" id="audio-player-${own(value, 'id')}"></div>`,
  /** The text in upper case. */
  capitalize: (value) => toText(value).toUpperCase(),
  /** `|child-image-meta n`: the image attributes of `items[n]`. @default 0. Escaped. */
  'child-image-meta': (value, args, context) =>
    imageMeta(childOf(childOf(value, 'items'), args.length ? Number.parseInt(args[0]!, 10) : 0), context),
  /** The image attributes of the value's `coverImage`. Escaped. */
  'cover-image-meta': (value, _args, context) => imageMeta(childOf(value, 'coverImage'), context),
  /** `light` or `dark` for a hex colour (the numeric rule of the platform); missing otherwise. */
  'color-weight': (value) => {
    const light = isLightColor(toText(value));
    return light === null ? undefined : light ? 'light' : 'dark';
  },
  /** The height of a `WIDTHxHEIGHT` size string (NaN when it is not a number); missing otherwise. */
  height: (value) => {
    const parts = toText(value).split('x');
    return parts.length === 2 ? Number.parseInt(parts[1]!, 10) : undefined;
  },
  /** Milliseconds as `m:ss`. */
  humanizeDuration: (value) => {
    const seconds = (toNumber(value) / 1000) | 0;
    const minutes = (seconds / 60) | 0;
    return `${minutes}:${String(seconds - minutes * 60).padStart(2, '0')}`;
  },
  /** `|image [class]`: the platform's lazy-loaded `<img>` with its `<noscript>` fallback; '' for a missing image. Escaped. */
  image: (value, args, context) => {
    if (value === undefined) return '';
    const alt = attr(altText(value, context));
    const url = attr(childText(value, 'assetUrl'));
    return `<noscript><img src="${url}" alt="${alt}" /></noscript><img class="${args.length === 1 ? args[0] : 'thumb-image'}" ${imageMeta(value, context, alt, url)}data-load="false" data-image-id="${attr(childText(value, 'id'))}" data-type="image" />`;
  },
  /** Average colours of the image: all five as `data-color-*` attributes, or one area's. Escaped. */
  'image-color': (value, args) => imageColor(value, args),
  /** The image attributes (`data-src`, dimensions, focal point, alt); '' for a missing image. Escaped. */
  'image-meta': (value, _args, context) => imageMeta(value, context),
  /** ` srcset="…"` of the image's renditions (100w–2500w). Escaped. */
  'image-srcset': (value) => imageSrcset(value),
  /** The classes of a blog or store item (`hentry`, categories, tags, `on-sale`, `sold-out`, …). */
  'item-classes': (value, _args, context) => itemClasses(value, context),
  /** `|resizedHeightForWidth w`: the height of a `WIDTHxHEIGHT` size at width w. */
  resizedHeightForWidth: (value, args) => resizeDimension(toText(value), Number.parseInt(args[0]!, 10), true),
  /** `|resizedWidthForHeight h`: the width of a `WIDTHxHEIGHT` size at height h. */
  resizedWidthForHeight: (value, args) =>
    resizeDimension(toText(value), Number.parseInt(args[0]!, 10), false),
  /** `|squarespaceThumbnailForHeight h`: the rendition for the width the size has at height h. */
  squarespaceThumbnailForHeight: (value, args) => {
    const width = resizeDimension(toText(value), Number.parseInt(args[0]!, 10), false);
    return typeof width === 'number' ? imageWidthFor(width) : width;
  },
  /** `|squarespaceThumbnailForWidth w`: the rendition for width w (100w–1500w). */
  squarespaceThumbnailForWidth: (_value, args) => imageWidthFor(Number.parseInt(args[0]!, 10)),
  /** CSS `hsl()`/`hsla()` of a website colour, or the bound errors of the platform. */
  'website-color': (value) => websiteColor(value),
  /** The width of a `WIDTHxHEIGHT` size string; missing otherwise. */
  width: (value) => {
    const parts = toText(value).split('x');
    return parts.length === 2 ? Number.parseInt(parts[0]!, 10) : undefined;
  },
  /** `|video [load-false] [color-data]`: the video wrapper and its overlay. Escaped. */
  video: (value, args) => video(value, args),
};
