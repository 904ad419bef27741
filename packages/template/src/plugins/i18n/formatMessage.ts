import { isRecord, toNumber, toText } from '../../values/values';
import { cachedIntl } from '../intlCache';
import { readMoney } from '../money/readMoney';
import { formatDateInterval, formatDateTime } from './formatDateTime';
import { decimalText, formatNumber } from './formatNumber';

/** A parsed message: text and placeholders (`{0}`, `{name money}`, `{n plural one {…} other {…}}`). */
type Part = string | Placeholder;
interface Placeholder {
  arg: string;
  /** plural, selectordinal, select or a formatter name; '' for the plain value. */
  type: string;
  options: string[];
  offset: number;
  branches?: Map<string, Part[]>;
}

/** What a message reads its placeholders from: positions and names. */
export interface MessageArguments {
  positional: unknown[];
  named: Map<string, unknown>;
}

/** Where it is formatted. */
export interface MessageSettings {
  locale: string;
  timeZone: string;
}

class Unparsable extends Error {}

/**
 * Parses message text: `'` quotes (`''` is an apostrophe), `{arg}`, `{arg type options…}` with
 * white space or commas between words, and branches `key {…}` for plural and select; `#` is the
 * plural number inside plural branches. Throws {@link Unparsable} on an unclosed brace.
 */
function parse(text: string): Part[] {
  let i = 0;
  const parts = (inPlural: boolean, nested: boolean): Part[] => {
    const out: Part[] = [];
    let literal = '';
    while (i < text.length) {
      const c = text[i]!;
      if (c === "'") {
        if (text[i + 1] === "'") {
          literal += "'";
          i += 2;
          continue;
        }
        const close = text.indexOf("'", i + 1);
        const end = close < 0 ? text.length : close;
        literal += text.slice(i + 1, end).replaceAll("''", "'");
        i = end + 1;
      } else if (c === '{') {
        i++;
        if (literal) out.push(literal);
        literal = '';
        out.push(placeholder());
      } else if (c === '}' && nested) break;
      else if (c === '#' && inPlural) {
        if (literal) out.push(literal);
        literal = '';
        out.push({ arg: '#', type: '#', options: [], offset: 0 });
        i++;
      } else {
        literal += c;
        i++;
      }
    }
    if (nested && text[i] !== '}') throw new Unparsable();
    i++;
    if (literal) out.push(literal);
    return out;
  };
  const word = () => {
    const match = /^[\s,]*([^\s,{}]*)/.exec(text.slice(i))!;
    i += match[0].length;
    return match[1]!;
  };
  const placeholder = (): Placeholder => {
    const node: Placeholder = { arg: word(), type: word(), options: [], offset: 0 };
    const branching = node.type === 'plural' || node.type === 'selectordinal' || node.type === 'select';
    if (branching) node.branches = new Map();
    let key = '';
    for (;;) {
      const next = word();
      if (!next && text[i] === '{') {
        // A branch `key {…}`; elsewhere a braced option is skipped, as on the platform.
        i++;
        const body = parts(node.type !== 'select', true);
        if (key) node.branches?.set(key, body);
        key = '';
      } else if (!next) break;
      else if (!branching) node.options.push(next);
      else if (next.startsWith('offset:')) node.offset = toNumber(next.slice(7));
      else key = next;
    }
    if (text[i] !== '}') throw new Unparsable();
    i++;
    return node;
  };
  return parts(false, false);
}

const parsed = new Map<string, Part[] | null>();

/** A value as message text: a money object's amount, booleans as words, missing and objects as ''. */
function asText(value: unknown): string {
  return readMoney(value)?.major ?? toText(value);
}

/** A value as a decimal for plurals and numbers: a money object's amount, true 1, anything unreadable 0. */
function asDecimal(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return decimalText(asText(value)) ?? '0';
}

/** The argument a placeholder names: a position (`0`) or a name. */
const argument = (name: string, args: MessageArguments): unknown =>
  /^\d+$/.test(name) ? args.positional[+name] : args.named.get(name);

function evaluate(parts: Part[], args: MessageArguments, settings: MessageSettings, plural?: string): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if (part.type === '#') {
      out += plural ?? '';
      continue;
    }
    out += placeholderText(part, argument(part.arg, args), args, settings);
  }
  return out;
}

function placeholderText(
  part: Placeholder,
  value: unknown,
  args: MessageArguments,
  settings: MessageSettings,
) {
  const { locale } = settings;
  switch (part.type) {
    case '':
      return asText(value);
    case 'plural':
    case 'selectordinal': {
      const text = asDecimal(value);
      const n = Number(text) - part.offset;
      const number = part.offset ? String(n) : text;
      let branch = [...part.branches!].find(
        ([key]) => key[0] === '=' && Number(key.slice(1)) === Number(text),
      )?.[1];
      if (!branch) {
        const fraction = /\.(\d*)/.exec(text)?.[1]?.length ?? 0;
        const rules = cachedIntl(Intl.PluralRules, locale, {
          type: part.type === 'plural' ? 'cardinal' : 'ordinal',
          minimumFractionDigits: part.offset ? 0 : fraction,
        });
        // Only the locale's own categories (and exact =N) ever match: 'few' means nothing in English.
        branch = part.branches!.get(rules.select(n)) ?? part.branches!.get('other');
      }
      return branch ? evaluate(branch, args, settings, number) : '';
    }
    case 'select': {
      const branch = part.branches!.get(asText(value)) ?? part.branches!.get('other');
      return branch ? evaluate(branch, args, settings) : '';
    }
    case 'money':
    case 'currency': {
      const money = isRecord(value) ? readMoney(value) : undefined;
      return money ? formatNumber(locale, money.major, part.options, money.currency) : '';
    }
    case 'number':
    case 'decimal':
      // A missing argument (no such position or name) writes nothing; null, text and booleans are
      // numbers (0, 1) as in plurals.
      return value === undefined ? '' : formatNumber(locale, asDecimal(value), part.options);
    case 'datetime-interval': {
      // `{0;1 datetime-interval yMMMd}`: from the first argument to the second.
      const [start, end] = part.arg.split(';').map((name) => {
        const value = argument(name, args);
        return value === undefined ? Number.NaN : toNumber(value);
      });
      return Number.isFinite(start) && Number.isFinite(end)
        ? formatDateInterval(locale, settings.timeZone, start!, end!, part.options)
        : '';
    }
    case 'datetime': {
      const epoch = value === undefined ? Number.NaN : toNumber(value);
      return Number.isFinite(epoch) ? formatDateTime(locale, settings.timeZone, epoch, part.options) : '';
    }
    default:
      return '';
  }
}

/**
 * Formats a message in the platform's ICU-like syntax, e.g. `{0 plural one {# item} other {#
 * items}}`, `{name}`, `{price money}`, `{when datetime date:long}`, `{0;1 datetime-interval yMMMd}`. Plural keys are the locale's
 * categories (`Intl.PluralRules`) or an exact `=N`. Text that does not parse is written unchanged.
 */
export function formatMessage(text: string, args: MessageArguments, settings: MessageSettings): string {
  let parts = parsed.get(text);
  if (parts === undefined) {
    try {
      parts = parse(text);
    } catch (error) {
      if (!(error instanceof Unparsable)) throw error;
      parts = null;
    }
    if (parsed.size >= 500) parsed.clear();
    parsed.set(text, parts);
  }
  return parts ? evaluate(parts, args, settings) : text;
}
