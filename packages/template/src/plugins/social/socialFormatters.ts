import { childOf, isEqual, isRecord, isTruthy, toOutput, toText } from '../../values/values';
import { childNumber, childText } from '../childText';
import { CORE_FORMATTERS } from '../core/coreFormatters';
import { formatStrftime } from '../date/formatStrftime';
import { zonedTime } from '../date/zonedTime';
import { escapeHtmlAttribute } from '../escapeHtml';
import type { FormatFunction, FormatterTable } from '../FormatterDefinition';
import type { RenderContext } from '../RenderContext';

const attr = escapeHtmlAttribute;
const urlEncode = CORE_FORMATTERS['url-encode'] as FormatFunction;

/** The first of the keys the node has (null counts), as the platform picks an item's image. */
const firstOf = (node: unknown, ...keys: string[]) =>
  keys.map((key) => childOf(node, key)).find((value) => value !== undefined);

/** A path looked up as the platform's built-in templates do: from `node`, then outward. */
const lookup = (context: RenderContext, node: unknown, path: string) => context.resolve(path, node);
/** The same, written as an escaped attribute value. */
const field = (context: RenderContext, node: unknown, path: string) =>
  attr(toOutput(lookup(context, node, path)));

/** `{.if path}` of those templates. */
const has = (context: RenderContext, node: unknown, path: string) => isTruthy(lookup(context, node, path));

/** The `data-*` attributes of the item or, failing that, the collection the comments belong to. */
function commentTarget(context: RenderContext, node: unknown): string {
  for (const [owner, attribute] of [
    ['item', 'item-id'],
    ['collection', 'collection-id'],
  ] as const) {
    if (has(context, node, owner)) {
      return ` data-${attribute}="${field(context, node, `${owner}.id`)}" data-public-comment-count="${field(context, node, `${owner}.publicCommentCount`)}" data-comment-state="${field(context, node, `${owner}.commentState`)}"`;
    }
  }
  return '';
}

/** The share buttons' element, or '' when the site has no `website.shareButtonOptions`. */
function socialButton(item: unknown, context: RenderContext, inline: boolean): string {
  const website = context.resolve('website');
  const options = childOf(website, 'shareButtonOptions');
  const size = Array.isArray(options) ? options.length : isRecord(options) ? Object.keys(options).length : 0;
  if (website === undefined || size === 0) return '';
  const imageId = firstOf(item, 'systemDataId', 'mainImageId');
  const assetUrl = firstOf(item, 'assetUrl') ?? childOf(childOf(item, 'mainImage'), 'assetUrl');
  const tag = inline ? 'span' : 'div';
  return `<${tag} class="squarespace-social-buttons ${inline ? 'inline-style' : 'button-style'}" data-system-data-id="${attr(toText(imageId))}" data-asset-url="${attr(toText(assetUrl))}" data-record-type="${attr(childText(item, 'recordType'))}" data-full-url="${attr(childText(item, 'fullUrl'))}" data-title="${attr(childText(item, 'title'))}"></${tag}>`;
}

/** Google Calendar's event link: title, UTC start/end (yyyyMMddTHHmmssZ) and location. */
function calendarUrl(event: unknown, context: RenderContext): string {
  const utc = (key: string) => formatStrftime(zonedTime(childNumber(event, key), 'UTC'), '%Y%m%dT%H%M%SZ');
  let url = `http://www.google.com/calendar/event?action=TEMPLATE&text=${urlEncode(childText(event, 'title'), [], context)}&dates=${utc('startDate')}/${utc('endDate')}`;
  const location = childOf(event, 'location');
  if (location !== undefined) {
    const text = ['addressLine1', 'addressLine2', 'addressCountry']
      .map((key) => childText(location, key).trim())
      .filter(Boolean)
      .join(', ');
    if (text) url += `&location=${encodeURIComponent(text)}`;
  }
  return url;
}

/**
 * The social family (the platform's social formatters): comments, likes, share and follow buttons,
 * tweet links and calendar links. Values from data written into markup are escaped.
 */
export const SOCIAL_FORMATTERS: FormatterTable = {
  /**
   * Tweet HTML with its URLs, `@names` and `#tags` made links. The text is HTML already (as the
   * platform's tweets are) and passes unchanged; what is added cannot break out of its attribute.
   */
  'activate-twitter-links': (value) =>
    toText(value)
      .replace(
        /(\b(https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#\\/%=~_|])/gi,
        '<a target="new" href="$1">$1</a>',
      )
      .replace(/(^| )@([a-z0-9_]+)/gi, '$1<a target="new" href="https://twitter.com/$2/">@$2</a>')
      .replace(
        /(^| )#([a-z0-9_]+)/gi,
        '$1<a target="new" href="https://twitter.com/hashtag/$2?src=hash">#$2</a>',
      ),
  /** 'No Comments', '1 Comment' or 'N Comments' for the item's `publicCommentCount`. */
  'comment-count': (value) => {
    const count = childNumber(value, 'publicCommentCount');
    return `${count === 0 ? 'No' : count} Comment${count === 1 ? '' : 's'}`;
  },
  /** The link to the item's comments (Disqus or the platform's), with its count. Escaped. */
  'comment-link': (value, _args, context) => {
    const url = field(context, value, 'fullUrl');
    const id = field(context, value, 'id');
    if (has(context, value, 'websiteSettings.disqusShortname')) {
      return `\n  <a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`;
    }
    const count = lookup(context, value, 'publicCommentCount');
    return `\n  <a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n  ${isEqual(count, 0) ? 'No' : attr(toOutput(count))}\n  Comment${isEqual(count, 1) ? '' : 's'}\n  </a>\n`;
  },
  /** The comments thread element of the item (or its collection), or Disqus's. Escaped. */
  comments: (value, _args, context) =>
    has(context, value, 'websiteSettings.disqusShortname')
      ? '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n'
      : `\n  <div class="squarespace-comments" id="comments-${field(context, value, 'id')}"${commentTarget(context, value)}></div>\n`,
  /** A Google Calendar link for an event (`title`, `startDate`, `endDate`, `location`), dates in UTC. */
  'google-calendar-url': (value, _args, context) => calendarUrl(value, context),
  /** The like button of an item when the site has simple liking on; '' otherwise. Escaped. */
  'like-button': (value, _args, context) =>
    isTruthy(value) && has(context, value, 'websiteSettings.simpleLikingEnabled')
      ? `\n  <span class="sqs-simple-like" data-item-id="${field(context, value, 'id')}" data-like-count="${field(context, value, 'likeCount')}">\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n`
      : '',
  /** The share buttons of an item as a block. Escaped. */
  'social-button': (value, _args, context) => socialButton(value, context, false),
  /** The share buttons of an item inline. Escaped. */
  'social-button-inline': (value, _args, context) => socialButton(value, context, true),
  /** The follow button of an account (`userName`, or the last part of `profileUrl`). Escaped. */
  'twitter-follow-button': (value) => {
    const name = childText(value, 'userName') || (childText(value, 'profileUrl').split('/').pop() ?? '');
    return `<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script><div class="squarespace-follow-button" data-username="${attr(name)}"></div>`;
  },
};
