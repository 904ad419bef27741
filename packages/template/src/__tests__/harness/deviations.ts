import { CONTENT_DEVIATIONS } from './contentDeviations';
import type { CaseOptions } from './goldenCase';
import { I18N_DEVIATIONS } from './i18nDeviations';
import type { Rendering } from './referenceEngine';

/** A case as the differential test sees it. */
export interface DifferentialCase {
  template: string;
  data: unknown;
  /** The case's render options (locale, time zone…), when it has any. */
  options?: CaseOptions;
}

/**
 * A deliberate difference from the behaviour reference. The README's "Deviations" section lists
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
  ...CONTENT_DEVIATIONS,
  ...I18N_DEVIATIONS,
];
