import { GALLERY_DEFAULTS } from '../../plugins/content/contentPredicates';
import { isDecimal } from '../../plugins/isDecimal';
import { fractionDigits } from '../../plugins/money/fractionDigits';
import { shiftDecimal } from '../../plugins/money/shiftDecimal';
import { CONTENT_DEVIATIONS } from './contentDeviations';
import type { CaseOptions } from './goldenCase';
import { I18N_DEVIATIONS } from './i18nDeviations';
import { type Rendering, renderWithReference } from './referenceEngine';
import { comparableOurs } from './renderCase';

/** Regions of the differential test's locales whose currency is not one a store can sell in. */
const REGION_CURRENCIES_OUTSIDE_STORE: Record<string, string> = { CN: 'CNY' };

/** A case as the differential test sees it. */
export interface DifferentialCase {
  template: string;
  data: unknown;
  /** The case's render options (locale, time zone…), when it has any. */
  options?: CaseOptions;
}

/**
 * A deliberate difference from the behaviour reference. The template engine's docs page ("Deliberate deviations") lists
 * the same entries (id, summary, reason); keep the two in step.
 */
export interface Deviation {
  id: string;
  /** What differs, in a sentence. */
  summary: string;
  /** Why this engine does it differently. */
  reason: string;
  /** Whether the deviation explains this disagreement. */
  explains(input: DifferentialCase, ours: Rendering, reference: Rendering): boolean;
}

const replaced = (reference: Rendering, from: string, to: string): Rendering => ({
  output: reference.output,
  errors: reference.errors.map((error) => error.replace(from, to)).sort(),
});
const same = (a: Rendering, b: Rendering) =>
  a.output === b.output && a.errors.join('\n') === b.errors.join('\n');

/** The sources of every `{.eval}` in a template. */
const evalSources = (template: string) => [...template.matchAll(/\{\.eval ([^}]*)\}/g)].map((m) => m[1]!);

/** A unary operator directly applied to a variable (`~x`, `-(x)`, `!@v`). */
const UNARY_ON_VARIABLE = /(?:^|[(,;=!~+\-*/%<>&|^])\s*[!~+-]\s*\(*\s*[a-zA-Z@$]/;

/** Whether any string in the data has a `{` opened inside another (`{a{0}`). */
const hasNestedBraces = (value: unknown): boolean =>
  typeof value === 'string'
    ? /\{[^}]*\{/.test(value)
    : typeof value === 'object' && value !== null && Object.values(value).some(hasNestedBraces);

/** HTML entities the commerce markup escapes, back to their characters. */
const unescaped = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name]!,
  );
const sameUnescaped = (a: Rendering, b: Rendering) =>
  unescaped(a.output) === unescaped(b.output) && a.errors.join('\n') === b.errors.join('\n');

/** Whether the template calls one of the named formatters (`|name`) or predicates (`.name`). */
const calls = (template: string, names: string[]) => names.some((name) => template.includes(name));

/** Formatters that write or return Money amounts. */
const MONEY_FORMATTERS = [
  'money',
  'message',
  'bookkeeper-money-format',
  'cart-subtotal',
  'product-price',
  'subscription-price',
  'from-price',
  'normal-price',
  'sale-price',
  'product-checkout',
];

/**
 * The data with every Money (`{value, currency}`) in major units, as the reference reads `value`:
 * the minor units divided by 10 to the currency's fraction digits, in exact decimal text (as
 * `readMoney` does), so non-whole minor units (`'-1234.565'`) and JPY convert as the engine reads them.
 */
function inMajorUnits(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inMajorUnits);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) copy[key] = inMajorUnits(entry);
  const amount = typeof copy.value === 'number' ? String(copy.value) : copy.value;
  if ('currency' in copy && typeof amount === 'string' && isDecimal(amount.trim()))
    copy.value = shiftDecimal(amount.trim(), -fractionDigits(String(copy.currency).trim().toUpperCase()));
  return copy;
}

/** The data with every `options` object completed with the gallery defaults. */
function withGalleryDefaults(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withGalleryDefaults);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) copy[key] = withGalleryDefaults(entry);
  if (typeof copy.options === 'object' && copy.options !== null && !Array.isArray(copy.options))
    copy.options = { ...GALLERY_DEFAULTS, ...copy.options };
  return copy;
}

/** Deviations whose `explains` is running `sameOrExplained`, so two never call each other in a loop. */
const explaining = new Set<string>();

/**
 * Whether our rendering matches the reference's, or differs only by another documented deviation
 * (a case can show two: money in minor units written by `money style:code` in Japanese).
 */
function sameOrExplained(
  id: string,
  input: DifferentialCase,
  ours: Rendering,
  reference: Rendering,
): boolean {
  if (same(ours, reference)) return true;
  explaining.add(id);
  try {
    return DEVIATIONS.some((d) => !explaining.has(d.id) && d.explains(input, ours, reference));
  } finally {
    explaining.delete(id);
  }
}

/** Every deliberate deviation. */
export const DEVIATIONS: Deviation[] = [
  {
    id: 'bare-newline-message',
    summary:
      "A line break inside an `{.eval}` string literal reports 'Illegal bare newline in string literal'.",
    reason:
      "spec/platform.md §8 words it so; the reference says 'Illegal bare line feed character' (or 'carriage return character').",
    explains: (_input, ours, reference) =>
      same(
        ours,
        replaced(
          replaced(reference, 'Illegal bare line feed character in', 'Illegal bare newline in'),
          'Illegal bare carriage return character in',
          'Illegal bare newline in',
        ),
      ),
  },
  {
    id: 'cycle-not-an-integer',
    summary:
      '`|cycle` on a value that is not an integer gives a missing value, which `|raw` writes as `null`.',
    reason:
      'The reference yields a JavaScript undefined there that only `|raw` tells from missing (it writes nothing); one missing value is simpler and writes the same everywhere else.',
    explains: (input, ours, reference) =>
      input.template.includes('cycle') &&
      input.template.includes('raw') &&
      ours.errors.join('\n') === reference.errors.join('\n') &&
      ours.output.replaceAll('null', '') === reference.output.replaceAll('null', ''),
  },
  {
    id: 'unary-operator-on-object',
    summary:
      'In `{.eval}`, a unary operator applied to an object or array variable gives no value and touches nothing else.',
    reason:
      'In the reference such an operator also removes its neighbours from the evaluation stack (`max(1, ~obj)` fails there, `max(1, ~obj, 2)` is 2); that is an accident of its evaluator, not behaviour templates rely on.',
    explains: (input) => evalSources(input.template).some((source) => UNARY_ON_VARIABLE.test(source)),
  },
  {
    id: 'inherited-function-names',
    summary:
      "In `{.eval}`, only min, max, abs, str, num and bool are functions; `constructor(…)` and other inherited names are 'Invalid function'.",
    reason:
      'The reference looks functions up with inherited properties, so `constructor(1)` or `toString(1)` run JavaScript built-ins; templates must not reach them (issue 10, Safety).',
    explains: (_input, ours) =>
      ours.errors.some((error) =>
        /Invalid function (constructor|toString|valueOf|hasOwnProperty|isPrototypeOf|propertyIsEnumerable|toLocaleString|__\w+__)\b/.test(
          error,
        ),
      ),
  },
  {
    id: 'if-without-condition',
    summary: '`{.if }` with only white space after `if` is text.',
    reason:
      "The reference reads it as an `{.if}` with no condition, which then fails when it runs ('Unexpected TypeError error when executing IF'); a tag that cannot run is better left as text.",
    explains: (input) => /\{\.if\s+\}/.test(input.template),
  },
  {
    id: 'format-nested-braces',
    summary:
      '`|format` replaces each `{…}` up to the next `}`: a number picks an argument, anything else (a nested `{`) is removed.',
    reason:
      'For text with a `{` inside a placeholder (`{a{0}`, JSON) the reference sometimes keeps the inner placeholder and sometimes not, by no rule we could document.',
    explains: (input) =>
      input.template.includes('format') &&
      (/\|(json|json-pretty|raw)[^}]*\|format/.test(input.template) || hasNestedBraces(input.data)),
  },
  {
    id: 'json-script-formatter',
    summary:
      '`|json-script` writes a value as JSON safe inside a `<script type="application/json">` island (`<`, `>`, `&`, U+2028 and U+2029 escaped).',
    reason:
      "A formatter this engine adds (issue 27) so a shopper's text cannot close the script element; the reference does not have it, reports it unknown and writes the tag as text.",
    explains: (input, _ours, reference) =>
      input.template.includes('json-script') &&
      reference.errors.includes("parser: Formatter 'json-script' is unknown"),
  },
  {
    id: 'predicate-needs-argument',
    summary:
      'A comparison predicate (`equal?`, `notEqual?`, `greaterThan?`, `greaterThanOrEqual?`, `lessThan?`, `lessThanOrEqual?`) given no argument is a parser error, "Predicate \'equal?\' needs an argument", with a hint; the block is kept and never runs.',
    reason:
      'The reference reports nothing and the block silently never runs; a comparison with nothing to compare is a mistake in the template, so it is said where it is.',
    explains: (input, ours, reference) => {
      const errors = ours.errors.filter(
        (error) => !/^parser: Predicate '[^']*' needs an argument$/.test(error),
      );
      return (
        errors.length < ours.errors.length &&
        sameOrExplained('predicate-needs-argument', input, { output: ours.output, errors }, reference)
      );
    },
  },
  ...CONTENT_DEVIATIONS,
  ...I18N_DEVIATIONS,
  {
    id: 'money-minor-units',
    summary:
      "A Money's `value` is read as minor units in every formatter (`money`, `message`, `bookkeeper-money-format`, product and cart prices): `{value: '1999', currency: 'USD'}` is $19.99, as is `{decimalValue: '19.99', currencyCode: 'USD'}`; `from-price`, `normal-price` and `sale-price` return minor units.",
    reason:
      'spec/platform.md §3 defines Money.value as a decimal string in minor units, divided by 100 for display (the drop-in and @storefront-widgets/core read it so); the reference reads it as major units.',
    explains: (input, ours) =>
      calls(input.template, MONEY_FORMATTERS) &&
      sameOrExplained(
        'money-minor-units',
        input,
        ours,
        renderWithReference(input.template, inMajorUnits(input.data), input.options),
      ),
  },
  {
    id: 'money-currency-fraction-digits',
    summary:
      "Money is divided by 10 to its currency's fraction digits and shown with that many decimals: JPY 1999 is ¥1,999 (also in `bookkeeper-money-format`).",
    reason:
      'storefront §3 and §9: 27 currencies, 2 fraction digits except JPY at 0; the reference always divides by 100 and writes 2 decimals.',
    explains: (input) => JSON.stringify(input.data).includes('"JPY"'),
  },
  {
    id: 'commerce-escapes-data',
    summary:
      'Commerce markup escapes every value from data (ids, labels, option names, form answers), where the reference writes some of them as they are.',
    reason:
      'A product name or a form answer with `<` or `"` must not break or inject markup (issue 10, Safety; PLUGINS.md: never build markup from unescaped data).',
    explains: (_input, ours, reference) => sameUnescaped(ours, reference),
  },
  {
    id: 'cart-quantity-cap',
    summary: "`cart-quantity` shows '100+' above 100 items.",
    reason: "spec/platform.md §4 and §9: quantity text is a number, or '100+' above 100 (display cap 100).",
    explains: (input, ours, reference) =>
      input.template.includes('cart-quantity') &&
      same(ours, {
        output: reference.output.replace(
          /(<span class="sqs-cart-quantity">)(\d+)</g,
          (all, open: string, n: string) => (Number(n) > 100 ? `${open}100+<` : all),
        ),
        errors: reference.errors,
      }),
  },
  {
    id: 'cart-subtotal',
    summary:
      "`cart-subtotal` writes the cart's subtotal as money in `<span class=\"sqs-cart-subtotal\">`, not 'deprecated, do not use'.",
    reason: 'Issue 10 and spec/platform.md §3 ("Cart indicator inputs: subtotal") ask for the cart subtotal.',
    // The reference writes its fixed text where this engine writes the subtotal: the same template
    // with that text in place of the formatter must render as the reference does.
    explains: (input, _ours, reference) => {
      if (!input.template.includes('|cart-subtotal')) return false;
      const template = input.template.replaceAll('|cart-subtotal', '|output deprecated, do not use');
      return sameOrExplained(
        'cart-subtotal',
        { ...input, template },
        comparableOurs(template, input.data, input.options),
        reference,
      );
    },
  },
  {
    id: 'subscription-unavailable',
    summary:
      "A subscription whose plan is not a positive whole number of weeks, months or years (with a whole number of cycles) shows 'Unavailable'.",
    reason:
      "spec/platform.md §8: a subscription price with an unsupported combination shows 'Unavailable'; the reference only does so when the billing period is missing.",
    explains: (input, ours, reference) =>
      input.template.includes('product-price') &&
      ours.output.includes('Unavailable') &&
      !reference.output.includes('Unavailable'),
  },
  {
    id: 'summary-empty-answer',
    summary:
      "`summary-form-field` shows 'N/A' for a field whose parts are all empty (an address or name left blank).",
    reason:
      "spec/platform.md §9: an empty form answer shows N/A; the reference writes the empty parts' punctuation ('//', ' ').",
    explains: (input, ours) => input.template.includes('summary-form-field') && ours.output.includes('N/A'),
  },
  {
    id: 'commerce-message-placeholders',
    summary:
      'Commerce messages (localized strings, scarcity text) fill `{name}` placeholders only; ICU plural, select and quoting in them are written as they are.',
    reason:
      'Keeps the commerce family free of a message-format parser; the `message` formatter (i18n family) has the full syntax.',
    explains: (input) => /, *(plural|select)|'\{/.test(JSON.stringify(input.data)),
  },
  {
    id: 'money-cldr-website-flag',
    summary:
      "Product prices use the locale's money format when `website.useCLDRMoneyFormat` is on, as well as `featureFlags.useCLDRMoneyFormat`.",
    reason:
      'spec/platform.md §3 names useCLDRMoneyFormat a website field; the reference only reads the feature flag.',
    explains: (input) => /"website":\{[^{}]*"useCLDRMoneyFormat":true/.test(JSON.stringify(input.data)),
  },
  {
    id: 'bookkeeper-region-currency',
    summary:
      "`bookkeeper-money-format` writes the currency of the locale's region only when it is one of the store's 27 currencies; any other region (China's CNY) gets USD.",
    reason:
      'storefront §9 lists the 27 currencies a store can sell in and their fraction digits; the reference takes any currency of its CLDR data.',
    explains: (input, ours, reference) => {
      const locale = input.options?.locale ?? 'en-US';
      const outside = REGION_CURRENCIES_OUTSIDE_STORE[new Intl.Locale(locale).maximize().region ?? ''];
      if (!outside || !input.template.includes('bookkeeper-money-format')) return false;
      const symbol = (currency: string) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency })
          .formatToParts(0)
          .find((part) => part.type === 'currency')?.value ?? currency;
      const output = reference.output
        .replaceAll(symbol(outside), symbol('USD'))
        .replaceAll(encodeURIComponent(symbol(outside)), encodeURIComponent(symbol('USD')));
      return same(ours, { output, errors: reference.errors });
    },
  },
  {
    id: 'gallery-option-defaults',
    summary:
      "A gallery predicate on a block with `options` that lacks that option reads the spec's default (design grid, meta-position bottom, active-alignment center, auto-crop and square-thumbs on, the rest off).",
    reason:
      'spec/storefront.md §9 gives every gallery option a default; the reference treats a missing option as false.',
    explains: (input, ours) =>
      input.template.includes('.gallery-') &&
      same(ours, renderWithReference(input.template, withGalleryDefaults(input.data), input.options)),
  },
];
