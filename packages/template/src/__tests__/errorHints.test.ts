import { compile, render } from '@storefront-widgets/template';
import { describe, expect, it } from 'vitest';

/** `line:col message — hint` of each error, as the CLI prints them. */
const described = (template: string) =>
  compile(template).errors.map((e) => `${e.line}:${e.column} ${e.message}${e.hint ? ` — ${e.hint}` : ''}`);

describe('errors that point at the cause', () => {
  it('names the unclosed tag and where it opens, keeping the platform message', () => {
    expect(described('<ul>\n  {.section items}\n  <li>{name}</li>\n')).toEqual([
      '2:3 Reached EOF in the middle of SECTION — 2:3 {.section items} is never closed; add {.end}',
    ]);
  });

  it('names the block an {.or} belongs to, and counts the enclosing blocks left open', () => {
    expect(described('{.repeated section a}\n{.if b}x\n{.or}y')).toEqual([
      '3:1 Reached EOF in the middle of OR_PREDICATE — 2:1 {.if b} is never closed (and 1 enclosing block); add {.end}',
    ]);
  });

  it('says which block a stray {.end} comes after', () => {
    expect(described('{.section a}x{.end}\n{.end}')).toEqual([
      '2:1 Instruction END not allowed at root — no block is open here: 1:1 {.section a} was already closed at 1:14',
    ]);
    expect(described('x{.end}')).toEqual([
      '1:2 Instruction END not allowed at root — no block is open here: this {.end} closes nothing',
    ]);
  });

  it('explains where an {.or} may go', () => {
    expect(described('a{.or}b')).toEqual([
      '1:2 Instruction OR_PREDICATE not allowed at root — {.or} must come inside a {.section}, {.repeated section}, {.if} or predicate block, before its {.end}',
    ]);
  });

  it('keeps the hint on errors a render returns, and none on errors without a known cause', () => {
    const [unclosed, formatter] = render('{.section a}{a|shout}', { data: { a: 1 } }).errors.sort((x, y) =>
      x.category.localeCompare(y.category),
    );
    expect(unclosed?.hint).toBe('1:1 {.section a} is never closed; add {.end}');
    expect(formatter?.hint).toBe('');
  });
});

describe('a comparison predicate given no argument', () => {
  it('is reported with a hint, and its block never runs', () => {
    expect(described('{.equal? }x{.end}')).toEqual([
      "1:1 Predicate 'equal?' needs an argument — {.equal? b} compares the current node with b, {.equal? a b} compares a with b; with no argument the block never runs",
    ]);
    const result = render('{.greaterThan?}x{.or}y{.end}', { data: {} });
    expect(result.output).toBe('y');
    expect(result.errors.map((e) => [e.category, e.message])).toEqual([
      ['parser', "Predicate 'greaterThan?' needs an argument"],
    ]);
  });

  it('is not reported once the predicate has an argument', () => {
    expect(described('{.equal? a}x{.end}{.notEqual? a b}y{.end}')).toEqual([]);
  });
});
