import { ALL_FORMATTERS, ALL_PREDICATES } from '@storefront-widgets/template';
import type { PluginSamples } from './PluginSamples';
import type { Random } from './random';
import { ALL_SAMPLES } from './samples/allSamples';

/** A generated case: template source and data. */
export interface GeneratedCase {
  template: string;
  data: unknown;
}

const KEYS = ['a', 'b', 'c', 'k', 'x', 'items'];
const PATHS = [
  'a',
  'b',
  'c',
  'k',
  'items',
  'a.b',
  'b.c',
  'items.0',
  'items.1.a',
  '@',
  '@index',
  'x.y',
  'missing',
];
const TEXTS = ['x', ' ', '\n', '<p>', '&amp;', '{', '}', '{ a }', '{}', '{a b}', '{.x}', '|', 'é', '{#'];
const STRINGS = [
  '',
  'text',
  'Two words',
  '<b>&</b>',
  ' padded ',
  '42',
  '-3.5',
  'k',
  'a',
  'true',
  'üñï',
  'x\ny',
];
const NUMBERS = [0, 1, 2, 3, -1, 7, 2.5, -0.5, 100, 1234567.891, 1e21];

interface Table {
  formatters: [string, string[][]][];
  predicates: [string, string[][]][];
  values: unknown[];
}

/** Every registered plugin with its sample arguments (none when its family has no samples). */
function buildTable(samples: PluginSamples[]): Table {
  const merged: Required<PluginSamples> = { formatters: {}, predicates: {}, values: [] };
  for (const family of samples) {
    Object.assign(merged.formatters, family.formatters);
    Object.assign(merged.predicates, family.predicates);
    merged.values.push(...(family.values ?? []));
  }
  return {
    formatters: Object.keys(ALL_FORMATTERS).map((name) => [name, merged.formatters[name] ?? [[]]]),
    predicates: Object.keys(ALL_PREDICATES).map((name) => [name, merged.predicates[name] ?? [[]]]),
    values: merged.values,
  };
}

const TABLE = buildTable(ALL_SAMPLES);

function value(random: Random, depth: number): unknown {
  const roll = random.int(depth > 2 ? 5 : 8);
  switch (roll) {
    case 0:
      return random.pick(STRINGS);
    case 1:
      return random.pick(NUMBERS);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return TABLE.values.length ? random.pick(TABLE.values) : random.pick(STRINGS);
    case 4:
      return random.pick(['k', 'a', 'b']);
    case 5:
    case 6:
      return object(random, depth + 1);
    default:
      return Array.from({ length: random.int(4) }, () => value(random, depth + 1));
  }
}

function object(random: Random, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of KEYS) if (random.chance(0.55)) result[key] = value(random, depth);
  return result;
}

function args(random: Random, samples: string[][]): string {
  const chosen = random.pick(samples);
  if (!chosen.length) return '';
  const separator = random.chance(0.8) ? ' ' : random.pick([':', ',', '/']);
  return separator + chosen.join(separator);
}

function calls(random: Random): string {
  let out = '';
  for (let n = random.int(3); n > 0; n--) {
    const [name, samples] = random.pick(TABLE.formatters);
    out += `|${name}${args(random, samples)}`;
  }
  return out;
}

function predicate(random: Random): string {
  const [name, samples] = random.pick(TABLE.predicates);
  return name + args(random, samples);
}

function expression(random: Random, depth = 0): string {
  const roll = random.int(depth > 1 ? 3 : 6);
  switch (roll) {
    case 0:
      return String(random.pick([0, 1, 2, 7, 2.5, 0x1f]));
    case 1:
      return random.pick(['"a"', "'b c'", '"\\n"', 'true', 'null', 'PI']);
    case 2:
      return random.pick(['a', 'b', 'k', '@x', '@index', 'missing', 'items.0']);
    case 3:
      return `${expression(random, depth + 1)} ${random.pick(['+', '-', '*', '/', '%', '==', '===', '<', '>=', '&&', '||', '**', '&', '<<'])} ${expression(random, depth + 1)}`;
    case 4:
      return `${random.pick(['min', 'max', 'abs', 'str', 'num', 'bool'])}(${expression(random, depth + 1)})`;
    default:
      return `${random.pick(['!', '-', '~'])}(${expression(random, depth + 1)})`;
  }
}

function orChain(random: Random, depth: number): string {
  if (!random.chance(0.4)) return '';
  if (random.chance(0.3)) return `{.or ${predicate(random)}}${block(random, depth)}${orChain(random, depth)}`;
  return `{.or}${block(random, depth)}`;
}

function piece(random: Random, depth: number): string {
  const roll = random.int(depth > 2 ? 4 : 16);
  const path = () => random.pick(PATHS);
  switch (roll) {
    case 0:
      return random.pick(TEXTS);
    case 1:
    case 2:
      return `{${path()}${random.chance(0.2) ? `,${path()}` : ''}${calls(random)}}`;
    case 3:
      return random.pick([
        '{.space}',
        '{.newline}',
        '{.tab}',
        '{.meta-left}',
        '{.meta-right}',
        '{# note}',
        '{## x ##}',
      ]);
    case 4:
    case 5:
      return `{.section ${path()}}${block(random, depth + 1)}${orChain(random, depth + 1)}{.end}`;
    case 6:
    case 7: {
      const between = random.chance(0.3) ? `{.alternates with}${block(random, depth + 1)}` : '';
      return `{.repeated section ${path()}}${block(random, depth + 1)}${between}${orChain(random, depth + 1)}{.end}`;
    }
    case 8:
      return `{.${predicate(random)}}${block(random, depth + 1)}${orChain(random, depth + 1)}{.end}`;
    case 9: {
      const condition = random.chance(0.3)
        ? predicate(random)
        : [
            path(),
            ...Array.from({ length: random.int(3) }, () => `${random.pick([' || ', ' && '])}${path()}`),
          ].join('');
      return `{.if ${condition}}${block(random, depth + 1)}${orChain(random, depth + 1)}{.end}`;
    }
    case 10:
      return `{.var @v ${path()}${calls(random)}}{@v}`;
    case 11:
      return `{.ctx @c p=${path()} q=${path()}}{@c.p}{@c|json}`;
    case 12:
      return `{.macro m}${block(random, depth + 1)}{.end}{${path()}|apply m}`;
    case 13:
      return `{.eval ${expression(random)}}`;
    case 14:
      // Occasionally malformed: a stray end, or, alternates, or a block left open.
      return random.pick([
        '{.end}',
        '{.or}',
        '{.alternates with}',
        `{.section ${path()}}`,
        '{a|nope}',
        '{.nope?}',
      ]);
    default:
      return `{${path()}}`;
  }
}

function block(random: Random, depth: number): string {
  let out = '';
  for (let n = 1 + random.int(3); n > 0; n--) out += piece(random, depth);
  return out;
}

/** A random template over random data, built from every directive and registered plugin. */
export function generateCase(random: Random): GeneratedCase {
  return { template: block(random, 0), data: object(random, 0) };
}

/** Pieces tag-like noise is made of: the language's own punctuation and keywords, and text. */
const NOISE = [
  '{',
  '}',
  '{',
  '}',
  '.',
  '|',
  '@',
  '#',
  '##',
  ' ',
  '  ',
  '\n',
  '\t',
  ',',
  ':',
  '/',
  '"',
  "'",
  '?',
  '=',
  '$',
  '-',
  '_',
  'a',
  'b',
  'a.b',
  '0',
  '12',
  '@index',
  'x',
  'section',
  'repeated section',
  'end',
  'or',
  'if',
  'var',
  'ctx',
  'macro',
  'eval',
  'inject',
  'include',
  'alternates with',
  'space',
  'meta-left',
  'html',
  'truncate',
  'equal?',
  'even?',
  '&&',
  '||',
  'apply',
  '{.',
  '{.end}',
  '{.or}',
  '{a}',
  '{@}',
  '{#',
  '##}',
];

/**
 * Text made of the language's punctuation and keywords in random order: mostly not valid tags,
 * so it checks that what merely looks like a tag passes through exactly as on the platform.
 */
export function generateNoise(random: Random): GeneratedCase {
  let template = '';
  for (let n = 3 + random.int(20); n > 0; n--) template += random.pick(NOISE);
  return { template, data: object(random, 0) };
}
