import { render, TemplateError } from '@storefront-widgets/template';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCase, generateNoise } from './harness/generateCase';
import { createRandom, type Random } from './harness/random';

/** Cases per run: the budget is a count, so the test takes the same work on any machine. */
const CASES = 2500;
const SEED = 9001;

/** A value every data object inherits; no template may ever write it. */
const LEAK = 'PROTO-LEAK';
const inherited = { leak: LEAK, toJSON: undefined };

/** Names that reach JavaScript internals if a lookup is not restricted to own properties. */
const HOSTILE_NAMES = [
  'constructor',
  'prototype',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'leak',
];

/** Templates aimed at the limits: deep nesting, runaway loops and recursion, string doubling. */
const HOSTILE_TEMPLATES = [
  `${'{.section a}'.repeat(400)}x${'{.end}'.repeat(400)}`,
  `${'{.repeated section list}'.repeat(6)}{@}${'{.end}'.repeat(6)}`,
  '{.macro m}{@|apply m}{@|apply m}{.end}{@|apply m}',
  '{.macro m}xxxxxxxxxx{list|apply m}{.end}{.repeated section list}{@|apply m}{.end}',
  `{.eval @s = "ab"}${'{.eval @s = @s + @s}'.repeat(40)}{@s|count}`,
  '{constructor}{constructor.name}{a.constructor.name}{leak}{a.leak}{list.constructor}',
  '{a|get k}{a|lookup k}{a|prop constructor}{a|prop __proto__}{list|key-by k|json}{list|find-first constructor.name}',
  '{.ctx @c leak=leak k=constructor}{@c|json}{@c.leak}',
  '{.eval constructor(1)}{.eval toString(1)}{.eval a.constructor}{.eval leak}{.eval __proto__}',
  '{.equal? constructor leak}y{.or}n{.end}{.if leak || constructor}y{.end}',
  `${'{'.repeat(5000)}${'}'.repeat(5000)}{## ${'#'.repeat(5000)}`,
  `{.eval ${'('.repeat(3000)}1${')'.repeat(3000)}}`,
  `{.eval ${'1+'.repeat(3000)}1}`,
  '{digits|decimal}{digits|percentage-format}{money|money}{money|bookkeeper-money-format}{tags|safe}',
  '{t|format tags tags tags}{t|format tags}{deep}{deep|json}{deep|raw}',
];

/** Per render, in ms of this process's CPU time (waiting for a busy machine does not count). */
const CPU_BUDGET_MS = 250;

function hostileData(random: Random): unknown {
  const data = JSON.parse(
    '{"__proto__": {"polluted": true}, "constructor": {"name": "fake"}, "prototype": 1, "a": {"x": 1}}',
  ) as Record<string, unknown>;
  const list = Array.from({ length: 30 }, (_, i) => ({ k: random.pick(HOSTILE_NAMES), i }));
  data.list = list;
  data.k = random.pick(HOSTILE_NAMES);
  // Values aimed at backtracking and quadratic formatters, runaway output and deep recursion.
  data.digits = `${'9'.repeat(20_000)}x`;
  data.money = { value: data.digits, currency: 'USD' };
  data.tags = '<'.repeat(40_000);
  data.t = '{0}'.repeat(1000);
  let deep: unknown = 1;
  for (let i = 0; i < 50_000; i++) deep = [deep];
  data.deep = deep;
  return data;
}

/** Puts the inherited sentinel under every object of the data (down to 20 levels). */
function withSentinel(value: unknown, depth = 0): unknown {
  if (depth > 20) return value;
  if (Array.isArray(value)) return value.map((element) => withSentinel(element, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const copy = Object.create(inherited) as Record<string, unknown>;
  for (const [key, child] of Object.entries(value)) {
    const sentinelled = withSentinel(child, depth + 1);
    Object.defineProperty(copy, key, { value: sentinelled, enumerable: true, writable: true });
  }
  return copy;
}

/** Inserts, deletes or duplicates a few characters, so templates also come out broken. */
function mutate(template: string, random: Random): string {
  let out = template;
  for (let n = random.int(4); n > 0; n--) {
    const at = random.int(out.length + 1);
    const roll = random.int(3);
    if (roll === 0)
      out = out.slice(0, at) + random.pick(['{', '}', '.', '|', '#', '"', '\n', '@', '(']) + out.slice(at);
    else if (roll === 1) out = out.slice(0, at) + out.slice(at + 1 + random.int(5));
    else out = out.slice(0, at) + out.slice(at, at + 10) + out.slice(at);
  }
  return out;
}

describe('fuzz: random and hostile templates over random data', () => {
  const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
  afterAll(() => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it(`renders ${CASES} cases without a crash, a runaway render or a read of inherited properties`, () => {
    const random = createRandom(SEED);
    let withErrors = 0;
    let slowest = 0;
    for (let i = 0; i < CASES; i++) {
      const roll = i % 10;
      let template: string;
      let data: unknown;
      if (roll < 2) ({ template, data } = generateNoise(random));
      else ({ template, data } = generateCase(random));
      if (roll >= 6) template = mutate(template, random);
      if (roll === 9) {
        template = `${random.pick(HOSTILE_TEMPLATES)}${template}`;
        data = hostileData(random);
      }
      const cpu = process.cpuUsage();
      const result = render(template, {
        data: withSentinel(data),
        partials: { p: template, m: '{@|apply p}' },
        expressions: { maxStringLength: 100_000 },
        maxSteps: 200_000,
        maxOutputLength: 1_000_000,
      });
      const { user, system } = process.cpuUsage(cpu);
      slowest = Math.max(slowest, (user + system) / 1000);
      expect((user + system) / 1000, template.slice(0, 200)).toBeLessThan(CPU_BUDGET_MS);
      expect(typeof result.output).toBe('string');
      expect(result.output).not.toContain(LEAK);
      expect(result.output).not.toContain('[native code]');
      expect(result.output.length).toBeLessThanOrEqual(1_000_000);
      for (const error of result.errors) expect(error).toBeInstanceOf(TemplateError);
      if (result.errors.length) withErrors++;
    }
    // The corpus must exercise the error paths, not just happy templates.
    expect(withErrors).toBeGreaterThan(CASES / 10);
    console.info(`fuzz: slowest render ${slowest.toFixed(1)} ms of CPU (budget ${CPU_BUDGET_MS} ms)`);
  }, 120_000);
});
