import { compile, createTemplateEngine, render, type TemplateTree } from '@storefront-widgets/template';
import { describe, expect, it } from 'vitest';

const messages = (errors: { category: string; line: number; column: number; message: string }[]) =>
  errors.map((e) => `${e.category} ${e.line}:${e.column} ${e.message}`);

describe('compile once, render many', () => {
  const source = '<h1>{title|html}</h1>{.repeated section items}<li>{@index}. {name}</li>{.end}';

  it('renders the same tree with different data', () => {
    const { tree, errors } = compile(source);
    expect(errors).toEqual([]);
    expect(render(tree, { data: { title: 'A & B', items: [{ name: 'x' }] } }).output).toBe(
      '<h1>A &amp; B</h1><li>1. x</li>',
    );
    expect(render(tree, { data: { title: 'C', items: [] } }).output).toBe('<h1>C</h1>');
  });

  it('renders a tree that went through JSON exactly like the original', () => {
    const { tree } = compile(
      `${source}{.macro m}[{@}]{.end}{.section x}{@|apply m}{.or}none{.end}{.if a || b}{.eval 1 + 2}{.end}{.var @v title|truncate 2}{@v}{.ctx @c k=title}{@c.k}`,
    );
    const copy = JSON.parse(JSON.stringify(tree)) as TemplateTree;
    expect(copy).toEqual(tree);
    for (const data of [
      { title: 'Hello', items: [{ name: 'n' }], x: 5, a: 1 },
      { title: 'Hi', b: true },
    ]) {
      expect(render(copy, { data })).toEqual(render(tree, { data }));
    }
  });

  it('compiles source on the way when given a string, reporting its compile errors too', () => {
    const result = render('{a|nope}\n{.end}', { data: { a: 1 } });
    expect(result.output).toBe('{a|nope}\n');
    expect(messages(result.errors)).toEqual([
      "parser 1:1 Formatter 'nope' is unknown",
      'assembler 2:1 Instruction END not allowed at root',
    ]);
  });

  it('refuses something that is not a compiled tree', () => {
    expect(() => render({ v: 2, body: [] } as unknown as TemplateTree)).toThrow(TypeError);
  });
});

describe('render options', () => {
  const engine = createTemplateEngine({
    formatters: {
      where: (_value, _args, context) => `${context.locale} ${context.timeZone} ${context.now}`,
    },
  });

  it('passes locale, time zone and a fixed now to plugins, with the platform defaults', () => {
    expect(engine.render('{@|where}', { now: 42 }).output).toBe('en-US America/New_York 42');
    expect(
      engine.render('{@|where}', { locale: 'fr-FR', timeZone: 'Europe/Paris', now: new Date(1000) }).output,
    ).toBe('fr-FR Europe/Paris 1000');
  });

  it('applies partials given as source or as compiled trees', () => {
    const partials = { source: '<{name}>', tree: compile('[{name}]').tree };
    expect(render('{a|apply source}{a|apply tree}', { data: { a: { name: 'x' } }, partials }).output).toBe(
      '<x>[x]',
    );
  });

  it('binds injects by path', () => {
    expect(
      render('{.inject @cfg ./cfg.json}{@cfg.currency}', { injects: { './cfg.json': { currency: 'EUR' } } })
        .output,
    ).toBe('EUR');
  });

  it('turns {.eval} off with expressions: false', () => {
    expect(render('a{.eval 1 + 1}b', { expressions: false }).output).toBe('ab');
    expect(render('a{.eval 1 + 1}b').output).toBe('a2b');
  });
});

describe('plugins', () => {
  it('validates arguments at compile time and keeps the tag as text', () => {
    const engine = createTemplateEngine({
      formatters: {
        repeat: {
          format: (value, args) => String(value).repeat(Number(args[0])),
          validate: (args) => (/^\d+$/.test(args[0] ?? '') ? undefined : 'repeat needs a count'),
        },
      },
    });
    expect(engine.render('{a|repeat 3}', { data: { a: 'ab' } }).output).toBe('ababab');
    const { tree, errors } = engine.compile('x\n {a|repeat many}');
    expect(messages(errors)).toEqual(['parser 2:2 repeat needs a count']);
    expect(engine.render(tree, { data: { a: 'ab' } }).output).toBe('x\n {a|repeat many}');
  });

  it('reports a plugin that throws at its tag and renders the rest', () => {
    const engine = createTemplateEngine({
      formatters: {
        boom: () => {
          throw new Error('bad data');
        },
      },
      predicates: {
        'boom?': () => {
          throw new Error('worse');
        },
      },
    });
    const result = engine.render('a{x|boom}b\n{.boom?}y{.or}n{.end}');
    expect(result.output).toBe('ab\nn');
    expect(messages(result.errors)).toEqual([
      "engine 1:2 'boom' failed: bad data",
      "engine 2:1 'boom?' failed: worse",
    ]);
  });

  it('gives plugins the tag variables, scope lookups and partials', () => {
    const engine = createTemplateEngine({
      formatters: {
        both: (_value, _args, context) => context.values.join('+'),
        scoped: (_value, args, context) => String(context.resolve(args[0]!)),
        wrap: (value, args, context) => context.applyPartial(args[0]!, value),
      },
    });
    const result = engine.render('{a, b|both} {.section s}{@|scoped @index}{@|scoped top}{.end} {a|wrap p}', {
      data: { a: 1, b: 2, top: 'T', s: { x: 1 } },
      partials: { p: '<{@}>' },
    });
    expect(result.output).toBe('1+2 undefinedT <1>');
  });

  it('reports engine errors from plugins with the tag position', () => {
    const engine = createTemplateEngine({
      formatters: {
        warn: (value, _args, context) => {
          context.error('not a number');
          return value;
        },
      },
    });
    expect(messages(engine.render('\n  {a|warn}', { data: { a: 'x' } }).errors)).toEqual([
      'engine 2:3 not a number',
    ]);
  });
});
