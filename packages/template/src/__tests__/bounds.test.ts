import { render, TemplateError } from '@storefront-widgets/template';
import { describe, expect, it } from 'vitest';

/** Milliseconds one call of `run` takes. */
function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('formatters take linear time on hostile values', () => {
  const digits = '1'.repeat(20_000);
  it.each(['{v|decimal}', '{v|percentage-format}', '{m|money}'])(
    '%s reads a 20,000-digit value with no letter at the end in well under a second',
    (template) => {
      const data = {
        v: `${digits}x`,
        m: { value: `${digits}x`, currency: 'USD' },
      };
      expect(timed(() => render(template, { data }))).toBeLessThan(250);
    },
  );

  it('safe removes tags from 40,000 unclosed "<" in well under a second', () => {
    let output = '';
    const ms = timed(() => {
      output = render('{v|safe}', { data: { v: `${'<'.repeat(40_000)}a<b>c` } }).output;
    });
    expect(output).toBe('c');
    expect(ms).toBeLessThan(250);
  });
});

describe('the output limit holds wherever output grows', () => {
  const format = { t: '{0}'.repeat(1000), big: 'x'.repeat(100_000) };

  it('stops a formatter whose result alone passes the limit', () => {
    const result = render('a{t|format big}b', { data: format, maxOutputLength: 1000 });
    expect(result.output.length).toBeLessThanOrEqual(1000);
    expect(result.errors.map((e) => e.message)).toEqual([
      'Output exceeds the maximum length of 1000 characters',
    ]);
  });

  it('stops two tags of 100 M characters each at the default limit, with an error instead of a RangeError', () => {
    const result = render('{t|format big}{t|format big}', { data: format });
    expect(result.output.length).toBeLessThanOrEqual(10_000_000);
    expect(result.errors.map((e) => e.message)).toEqual([
      'Output exceeds the maximum length of 10000000 characters',
    ]);
  });

  it('stops plain values written one after another', () => {
    const result = render('{a}{a}{a}', { data: { a: 'x'.repeat(400) }, maxOutputLength: 1000 });
    expect(result.output.length).toBeLessThanOrEqual(1000);
    expect(result.errors.map((e) => e.message)).toEqual([
      'Output exceeds the maximum length of 1000 characters',
    ]);
  });
});

describe('no exception escapes render()', () => {
  let deep: unknown = 1;
  for (let i = 0; i < 100_000; i++) deep = [deep];

  it('writes a value nested 100,000 deep as nothing, with an error, and goes on', () => {
    const result = render('a{d}b{d|json}c', { data: { d: deep } });
    expect(result.output).toBe('abc');
    expect(result.errors.map((e) => e.message)).toEqual([
      'Value is nested deeper than the maximum of 100 levels',
      "'json' failed: Value is nested deeper than the maximum of 100 levels",
    ]);
    for (const error of result.errors) expect(error).toBeInstanceOf(TemplateError);
  });

  it('still writes arrays nested within the limit as the platform does', () => {
    expect(render('{d}', { data: { d: [1, [2, [3, [4]]], []] } }).output).toBe('1,2,3,4,');
  });

  it('turns anything a plugin or the engine throws into a TemplateError', () => {
    const hostile = {
      get x() {
        throw new Error('getter exploded');
      },
    };
    const result = render('a{h.x}b', { data: { h: hostile } });
    expect(result.output).toBe('');
    expect(result.errors.map((e) => [e.category, e.message])).toEqual([
      ['engine', 'Render failed: getter exploded'],
    ]);
  });

  it('limits expressions to 10,000 tokens by default', () => {
    const args = Array.from({ length: 20_000 }, (_, i) => i).join(',');
    const result = render(`{.eval max(${args})}`);
    expect(result.output).toBe('');
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toMatch(
      /: Expression exceeds the maximum number of allowed tokens: 10000$/,
    );
  });
});
