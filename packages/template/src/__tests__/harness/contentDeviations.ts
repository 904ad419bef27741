import {
  CONTENT_FORMATTERS,
  createTemplateEngine,
  type FormatFunction,
  type FormatterTable,
} from '@storefront-widgets/template';
import type { Deviation, DifferentialCase } from './deviations';
import type { Rendering } from './referenceEngine';
import { comparableOurs } from './renderCase';

const sameRendering = (a: Rendering, b: Rendering) =>
  a.output === b.output && a.errors.join('\n') === b.errors.join('\n');

/** Whether this engine agrees with the reference once `formatters` behave as the reference's do. */
function agreesWith(formatters: FormatterTable) {
  let engine: ReturnType<typeof createTemplateEngine> | undefined;
  return (input: DifferentialCase, reference: Rendering) => {
    engine ??= createTemplateEngine({ formatters });
    return sameRendering(comparableOurs(input.template, input.data, input.options, engine), reference);
  };
}

/** Text with `&amp;`, `&lt;`, `&gt;` and `&quot;` decoded until none is left. */
function decoded(text: string): string {
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(
      /&(amp|lt|gt|quot);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name]!,
    );
  }
  return text;
}

const image = CONTENT_FORMATTERS.image as FormatFunction;

/** The reference's `image` on a missing value: an `<img>` with no source. */
const missingImageAsReference = agreesWith({
  image: (value, args, context) =>
    value === undefined
      ? `<noscript><img src="" alt="" /></noscript><img class="${args.length === 1 ? args[0] : 'thumb-image'}" data-load="false" data-image-id="" data-type="image" />`
      : image(value, args, context),
});

/** The reference's `color-weight`: 3 to 6 hex digits, no white space. */
const colorWeightAsReference = agreesWith({
  'color-weight': (value) => {
    const hex = typeof value === 'string' || typeof value === 'number' ? String(value).replace(/^#/, '') : '';
    if (!/^[0-9a-f]{3,6}$/i.test(hex)) return undefined;
    const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
    return Number.parseInt(full, 16) > 0xffffff / 2 ? 'light' : 'dark';
  },
});

/** Every object in a value, depth first. */
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (value === null || typeof value !== 'object') return;
  if (!Array.isArray(value)) yield value as Record<string, unknown>;
  for (const child of Object.values(value)) yield* objectsIn(child);
}

/** Deliberate differences of the content and social families (plugins/content, plugins/social). */
export const CONTENT_DEVIATIONS: Deviation[] = [
  {
    id: 'markup-escaped',
    summary:
      'Formatters that write markup (image, image-meta, image-srcset, image-color, video, audio-player, comment-link, comments, like-button, social-button, twitter-follow-button, …) escape every value from data exactly once.',
    reason:
      'The reference writes most data into attributes unescaped (a `"` in an image URL or a comment id ends the attribute) and escapes the image formatter\'s alt text twice; issue 10 requires escaping where the formatter writes markup.',
    explains: (_input, ours, reference) =>
      ours.errors.join('\n') === reference.errors.join('\n') &&
      decoded(ours.output) === decoded(reference.output),
  },
  {
    id: 'missing-image-empty',
    summary: '`{missing|image}` writes nothing.',
    reason:
      "spec/platform.md §8: 'A missing image … gives empty output'; the reference writes an `<img>` without a source, which browsers request as the page itself.",
    explains: (input, _ours, reference) =>
      input.template.includes('image') && missingImageAsReference(input, reference),
  },
  {
    id: 'hex-color-digits',
    summary:
      '`color-weight` reads a hex colour as spec/platform.md §5 defines it: 3 or 6 digits with an optional `#`, surrounding white space ignored.',
    reason:
      'One parser for the whole platform (`@storefront-widgets/platform/colors`); the reference also reads 4 and 5 digits (`#abcd` as 0x00abcd) and refuses a colour with a space around it.',
    explains: (input, _ours, reference) =>
      input.template.includes('color-weight') && colorWeightAsReference(input, reference),
  },
  {
    id: 'website-color-not-a-number',
    summary:
      "`website-color` with a hue, saturation, lightness or alpha that is not a number writes 'Missing an H/S/L value.' (or the alpha's bound error).",
    reason: "The reference writes `hsl(NaN, …)` there; the spec's message says what is wrong.",
    explains: (input) =>
      input.template.includes('website-color') &&
      [...objectsIn(input.data)].some((o) =>
        ['hue', 'saturation', 'lightness', 'alpha'].some(
          (key) => typeof o[key] === 'string' && Number.isNaN(Number.parseFloat(o[key] as string)),
        ),
      ),
  },
  {
    id: 'calendar-title-utf8',
    summary:
      '`google-calendar-url` percent-encodes the title as UTF-8 (`é` is `%C3%A9`), keeping the characters `escape()` keeps.',
    reason:
      "The reference uses JavaScript's `escape()`, which writes `%E9` and `%u20AC`, and Google reads URLs as UTF-8.",
    explains: (input, ours, reference) => {
      if (!input.template.includes('google-calendar-url')) return false;
      const title = (text: string, decode: (s: string) => string) =>
        text.replace(/text=[^&]*/g, (param) => {
          try {
            return decode(param);
          } catch {
            return param;
          }
        });
      return title(ours.output, decodeURIComponent) === title(reference.output, unescape);
    },
  },
];
