import { assertDepth, childOf, descend, isRecord, isTruthy, toNumber, toText } from '../../values/values';
import { escapeHtml, escapeHtmlAttribute } from '../escapeHtml';
import type { FormatterTable } from '../FormatterDefinition';
import type { RenderContext } from '../RenderContext';
import { slugify } from '../slugify';
import { stripTags } from '../stripTags';
import { SCRIPT_FORMATTERS } from './scriptFormatters';

/** An integer argument: `fallback` when absent, NaN when it does not read as a number. */
function intArg(arg: string | undefined, fallback: number): number {
  return arg === undefined ? fallback : Number.parseInt(arg, 10);
}

/** Follows a dotted key path (`'a.b'`) down from a value, without scope lookups. */
function keyPath(value: unknown, path: string): unknown {
  for (const key of path.split('.')) {
    value = childOf(value, /^\d+$/.test(key) ? Number(key) : key);
    if (value === undefined) break;
  }
  return value;
}

/** Text `url-encode` leaves as it is. */
const URL_SAFE = /^[\w@*+\-./]*$/;
/** What `encodeURIComponent` escapes and `url-encode` keeps, and the reverse. */
const URL_KEPT: Record<string, string> = { '40': '@', '2B': '+', '2F': '/' };
const URL_ESCAPED: Record<string, string> = { '!': '%21', "'": '%27', '(': '%28', ')': '%29', '~': '%7E' };

/** JSON as the platform writes it into pages: `</` is escaped so a value cannot close a script. */
function json(value: unknown, indent?: number): string {
  if (value === undefined) return '';
  assertDepth(value);
  const text = JSON.stringify(value, null, indent);
  return text.replace(/<\//g, '<\\/');
}

/** Cuts at `limit` characters, back to the last space, and adds the ellipsis. */
function truncate(text: string, limit: number, ellipsis: string): string {
  if (text.length <= limit) return text;
  let cut = text.slice(0, limit);
  if (text[limit] !== ' ') {
    const space = cut.lastIndexOf(' ');
    if (space >= 0) cut = cut.slice(0, space + 1);
  }
  return cut + ellipsis;
}

/**
 * Curly quotes and dashes, as the platform's smartypants writes them: a quote opens at the start,
 * after an opening bracket, a line break or the other quote (double quotes also after white
 * space), and closes everywhere else; `--` is an em dash.
 */
function smartypants(text: string): string {
  return text
    .replace(/(^|[\n(["])'/g, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(/(^|[\s([\u2018])"/g, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/--/g, '\u2014');
}

/** The first (or last) element whose key path is truthy; without a path, the first (or last) element. */
function find(value: unknown, args: readonly string[], last: boolean): unknown {
  if (!Array.isArray(value)) return undefined;
  const path = args[0];
  const order = last ? [...value].reverse() : value;
  if (path === undefined) return order[0];
  for (const element of order) if (isTruthy(keyPath(element, path))) return element;
  return undefined;
}

/**
 * The core family (the platform's core formatters): text, HTML, URLs, JSON, arithmetic and
 * scope helpers. Every formatter that writes markup-sensitive text says whether it escapes.
 */
export const CORE_FORMATTERS: FormatterTable = {
  /**
   * `|apply name`: renders the macro or partial `name` with the value as its node. Further
   * arguments `key=value` become `@args` there (`@args.key` is 'value'), `private` hides the
   * enclosing scopes, and any other word is ignored.
   */
  apply: (value, [name, ...rest], context) => {
    if (name === undefined) return '';
    if (!rest.length) return context.applyPartial(name, value);
    const args: Record<string, string> = Object.create(null);
    let isolated = false;
    for (const arg of rest) {
      const equals = arg.indexOf('=');
      if (arg === 'private') isolated = true;
      else if (equals >= 0) args[arg.slice(0, equals)] = arg.slice(equals + 1);
    }
    return context.applyPartial(name, value, { args, isolated });
  },
  /** Number of elements, properties or characters; 0 for anything else. */
  count: (value) => {
    if (Array.isArray(value) || typeof value === 'string') return value.length;
    if (isRecord(value)) return Object.keys(value).length;
    return 0;
  },
  /** `|cycle a b c`: the argument at the (1-based, wrapping) position the value gives. */
  cycle: (value, args) => {
    const n = toNumber(value);
    if (!args.length || !Number.isInteger(n)) return undefined;
    return args[(((n - 1) % args.length) + args.length) % args.length];
  },
  /** Every white-space character as `&nbsp;`. */
  'encode-space': (value) => toText(value).replace(/\s/g, '&nbsp;'),
  'encode-uri': (value) => encodeURI(toText(value)),
  'encode-uri-component': (value) => encodeURIComponent(toText(value)),
  /** `|find-first key.path`: the first element whose path is truthy (or the first element). */
  'find-first': (value, args) => find(value, args, false),
  /** `|find-last key.path`: the last element whose path is truthy (or the last element). */
  'find-last': (value, args) => find(value, args, true),
  /** `|format a b`: `{0}`, `{1}` in the text replaced by the values of the argument paths. */
  format: (value, args, context) => {
    const values = args.map((arg) => {
      const found = context.resolve(arg);
      return found === undefined || found === null ? '' : String(found);
    });
    // From each `{` to the next `}` (or the end): a number picks an argument, anything else goes.
    // Past the room left in the output the result only has to be too long, not complete.
    const room = context.remainingOutput;
    let length = 0;
    return toText(value).replace(/\{([^}]*)\}?/g, (_, inner: string) => {
      if (length > room || !/^\d+$/.test(inner)) return '';
      const text = values[Number(inner)] ?? '';
      length += text.length;
      return text;
    });
  },
  /**
   * `|get a b`: the value's property named by each argument path's value, in turn; a list value
   * is a path (`|get @keys` with `@keys` `["one", "two"]` reads `.one.two`).
   */
  get: (value, args, context) => {
    for (const arg of args) {
      const key = context.resolve(arg, value);
      if (Array.isArray(key)) {
        if (!key.every((part) => typeof part === 'string' || typeof part === 'number')) return undefined;
        value = descend(value, key);
      } else if (typeof key === 'string' || typeof key === 'number') value = childOf(value, key);
      else return undefined;
    }
    return value;
  },
  /** Escapes `&`, `<`, `>`. */
  html: (value) => escapeHtml(toText(value)),
  /** Escapes `&`, `<`, `>`, `"` for attribute values. */
  htmlattr: (value) => escapeHtmlAttribute(toText(value)),
  /** Escapes `&`, `<`, `>`, `"` for text inside a tag. */
  htmltag: (value) => escapeHtmlAttribute(toText(value)),
  /** The 1-based position of the current element of the enclosing repeated section. */
  iter: (_value, _args, context) => String(context.resolve('@index') ?? ''),
  /** JSON of the value, `</` escaped. */
  json: (value) => json(value),
  /** Indented JSON of the value, `</` escaped. */
  'json-pretty': (value) => json(value, 2),
  /** `|key-by id`: the array as an object keyed by each element's path. */
  'key-by': (value, args) => {
    const result: Record<string, unknown> = Object.create(null);
    if (!Array.isArray(value) || args[0] === undefined) return result;
    for (const element of value) {
      const key = keyPath(element, args[0]);
      if (key !== undefined) result[String(key)] = element;
    }
    return result;
  },
  /** Line feeds as `<br/>`. */
  'line-breaks': (value) => toText(value).replace(/\n/g, '<br/>'),
  /** `|lookup key`: the property named by the argument's value, looked up from the value outward. */
  lookup: (value, args, context) => lookup(value, args, context),
  /** `|mod n`: the remainder of the value divided by n. @default 2 */
  mod: (value, args) => {
    const divisor = intArg(args[0], 2);
    return toNumber(value) % (divisor === 0 || Number.isNaN(divisor) ? 2 : divisor);
  },
  /** Writes its arguments, joined by spaces, instead of the value. */
  output: (_value, args) => args.join(' '),
  /** `|pluralize [singular] plural`: the suffix for the count. @default '' and 's' */
  pluralize: (value, args) => {
    const [singular, plural] = args.length >= 2 ? args : ['', args[0] ?? 's'];
    return toNumber(value) === 1 ? singular : plural;
  },
  /** `|prop a b`: the value's property `a`, then its `b`, by literal names. */
  prop: (value, args) => {
    for (const arg of args) value = keyPath(value, arg);
    return value;
  },
  /** The value as JSON, unescaped. */
  raw: (value) => JSON.stringify(value === undefined ? null : assertDepth(value)),
  /** Rounded to the nearest integer. */
  round: (value) => Math.round(toNumber(value)),
  /** Removes HTML tags, leaving their text; a false value (missing, 0, empty) passes unchanged. */
  safe: (value) => {
    if (!isTruthy(value)) return value;
    return stripTags(toText(value));
  },
  /** Lower-case words joined by `-`, other characters removed. */
  slugify: (value) => slugify(toText(value)),
  /** Curly quotes and em dashes. */
  smartypants: (value) => smartypants(toText(value)),
  /** The value as text ('' for objects and arrays). */
  str: (value) => toText(value),
  /** `|truncate n ellipsis`: at most n characters, cut at a word boundary. @default 100 and '...' */
  truncate: (value, args) => {
    const limit = intArg(args[0], 100);
    return limit > 0 ? truncate(toText(value), limit, args[1] ?? '...') : value;
  },
  /** Percent-encodes UTF-8, keeping letters, digits and `@*_+-./` (what `escape()` keeps). */
  'url-encode': (value) => {
    const text = toText(value);
    if (URL_SAFE.test(text)) return text;
    const encoded = encodeURIComponent(text).replace(/%(40|2B|2F)/g, (_, hex: string) => URL_KEPT[hex]!);
    return /[!'()~]/.test(encoded) ? encoded.replace(/[!'()~]/g, (char) => URL_ESCAPED[char]!) : encoded;
  },
  /** `|json-script`: JSON for a `<script type="application/json">` island. */
  ...SCRIPT_FORMATTERS,
};

function lookup(value: unknown, args: readonly string[], context: RenderContext): unknown {
  if (args[0] === undefined) return '';
  const key = context.resolve(args[0], value);
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  const own = childOf(value, key);
  return own !== undefined ? own : context.resolve(String(key));
}
