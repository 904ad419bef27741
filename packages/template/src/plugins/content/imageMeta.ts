import { childOf, isRecord, isTruthy, toNumber, toText } from '../../values/values';
import { childNumber, childText } from '../childText';
import { escapeHtmlAttribute } from '../escapeHtml';
import type { RenderContext } from '../RenderContext';

/** Longest alt text taken from an item's body. */
export const MAX_ALT_TEXT_LENGTH = 250;

/** The platform's block type of an image block, whose own `altText` always wins. */
const IMAGE_BLOCK = 5;

/**
 * `x,y` of the image's `mediaFocalPoint`, or the default `0.5,0.5`.
 */
export function focalPoint(image: unknown): string {
  const point = childOf(image, 'mediaFocalPoint');
  return point === undefined ? '0.5,0.5' : `${childNumber(point, 'x')},${childNumber(point, 'y')}`;
}

/**
 * An image's alt text: in an image block its own `altText`; elsewhere the item's title, else the
 * first 250 characters of its body without tags, else its file name, else ''.
 */
export function altText(image: unknown, context: RenderContext): string {
  const blockType = context.resolve('blockType');
  if (blockType !== undefined && toNumber(blockType) === IMAGE_BLOCK)
    return childText(image, 'altText').trim();
  const title = childOf(image, 'title');
  if (isTruthy(title)) return toText(title);
  const body = childOf(image, 'body');
  // Each tag becomes one space (as on the platform), an unclosed one is dropped.
  const text = isTruthy(body)
    ? toText(body).replace(/<[^>]*>?|>/g, (tag) => (tag.endsWith('>') ? ' ' : ''))
    : '';
  if (text) return text.slice(0, MAX_ALT_TEXT_LENGTH);
  const filename = childOf(image, 'filename');
  return isTruthy(filename) ? toText(filename) : '';
}

/**
 * The attributes the platform's image loader reads (`data-src`, `data-image-dimensions`,
 * `data-image-focal-point`, `alt`, …), each followed by a space; '' for a missing image. Values
 * from data are escaped. A caller that has escaped them already passes `alt` (the escaped alt
 * text) and `url` (the escaped `assetUrl`).
 */
export function imageMeta(
  image: unknown,
  context: RenderContext,
  alt = escapeHtmlAttribute(altText(image, context)),
  url = escapeHtmlAttribute(childText(image, 'assetUrl')),
): string {
  if (image === undefined) return '';
  const key = childOf(image, 'componentKey');
  return `${isRecord(childOf(image, 'licensedAssetPreview')) ? 'data-licensed-asset-preview="true" ' : ''}${
    key === undefined ? '' : `data-component-key="${escapeHtmlAttribute(toText(key))}" `
  }data-src="${url}" data-image="${url}" data-image-dimensions="${escapeHtmlAttribute(
    childText(image, 'originalSize'),
  )}" data-image-focal-point="${escapeHtmlAttribute(focalPoint(image))}" alt="${alt}" `;
}
