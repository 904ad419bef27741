import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@storefront-widgets/template';
import { describe, expect, it } from 'vitest';

describe('templates cannot reach JavaScript internals', () => {
  const data = JSON.parse('{"a": {"x": 1}, "list": [1, 2], "key": "constructor", "__proto__": {"p": 1}}');

  it('reads only own properties of the data', () => {
    const result = render(
      '[{constructor}][{a.constructor}][{a.toString}][{a.hasOwnProperty}][{list.constructor}][{prototype}]' +
        '[{a|get key}][{a|lookup key}][{a|prop constructor}][{list|find-first constructor}]',
      { data },
    );
    expect(result.output).toBe('[][][][][][][][][][]');
  });

  it('keeps a JSON "__proto__" key as data and pollutes nothing', () => {
    const result = render('{.section @}{p}{.end}|{list|key-by key|json}|{.ctx @c k=key}{@c|json}', {
      data: { ...data, list: [{ key: '__proto__' }] },
    });
    expect(result.output).toBe('|{"__proto__":{"key":"__proto__"}}|{"k":"constructor"}');
    expect(({} as { key?: unknown }).key).toBeUndefined();
  });

  it('never calls inherited names as expression functions', () => {
    const result = render('{.eval constructor(1)}{.eval toString(1)}{.eval a.constructor}', { data });
    expect(result.output).toBe('');
    expect(result.errors.map((e) => e.message)).toEqual([
      'Error parsing expression: "constructor(1)": Invalid function constructor',
      'Error parsing expression: "toString(1)": Invalid function toString',
    ]);
  });
});

describe('every render ends', () => {
  it('stops runaway loops at the step limit with an error', () => {
    // 100⁵ repetitions: lists of the same list, five deep.
    let list: unknown[] = Array.from({ length: 100 }, (_, i) => i);
    for (let depth = 1; depth < 5; depth++) list = Array.from({ length: 100 }, () => list);
    const loops = `{.repeated section list}${'{.repeated section @}'.repeat(4)}`;
    const result = render(`${loops}{@}${'{.end}'.repeat(5)}`, { data: { list }, maxSteps: 100_000 });
    expect(result.errors.map((e) => e.message)).toEqual([
      'Rendering exceeds the maximum of 100000 repetitions',
    ]);
  });

  it('stops output past the output limit', () => {
    const list = Array.from({ length: 1000 }, () => 'x'.repeat(100));
    const result = render('{.repeated section list}{@}{.end}', { data: { list }, maxOutputLength: 5000 });
    expect(result.output.length).toBeLessThanOrEqual(5000);
    expect(result.errors.map((e) => e.message)).toEqual([
      'Output exceeds the maximum length of 5000 characters',
    ]);
  });

  it('bounds string doubling in expressions', () => {
    const result = render(`{.eval @s = "ab"}${'{.eval @s = @s + @s}'.repeat(30)}{@s|count}`);
    expect(result.output).toBe('524288');
    expect(result.errors.at(-1)?.message).toMatch(
      /Concatenation would exceed maximum string length 1000000$/,
    );
  });

  it('limits partial recursion to 16 levels (spec/platform.md §9)', () => {
    const result = render('{.macro m}x{@|apply m}{.end}{@|apply m}');
    expect(result.output).toBe('x'.repeat(16));
    expect(result.errors.map((e) => e.message)).toEqual([
      "Attempt to apply partial 'm' exceeded maximum recursion depth of 16",
    ]);
  });

  it('refuses nesting deeper than 200 blocks instead of exhausting the stack', () => {
    const result = render(`${'{.section a}'.repeat(300)}x${'{.end}'.repeat(300)}`, { data: { a: {} } });
    expect(result.errors[0]?.message).toBe('Blocks are nested deeper than the maximum of 200');
  });
});

describe('the engine runs unchanged in browsers', () => {
  const source = new URL('../', import.meta.url).pathname;
  const files = (readdirSync(source, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts') && !file.startsWith('__tests__') && !file.startsWith('cli'),
  );

  it('imports no Node built-ins and generates no code', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(join(source, file), 'utf8');
      expect(text, file).not.toMatch(/from ['"]node:|require\(|new Function|\beval\(/);
    }
  });
});
