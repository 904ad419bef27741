import { compile, render } from '@storefront-widgets/template';
import { createBrowserTemplateEngine } from '@storefront-widgets/template/browser';
import { describe, expect, it, vi } from 'vitest';
import { LAZY_FAMILIES } from '../plugins/lazyFamilies';
import { loadGoldenCases } from './harness/goldenCase';
import { renderWithOurs } from './harness/renderCase';

const cases = loadGoldenCases();
const errorLines = (errors: { category: string; line: number; column: number; message: string }[]) =>
  errors.map((e) => `${e.category} ${e.line}:${e.column} ${e.message}`);

/** Counts each family's chunk loads during a test. */
function spyOnLoads() {
  return Object.fromEntries(
    Object.entries(LAZY_FAMILIES).map(([name, family]) => [name, vi.spyOn(family, 'load')]),
  );
}

const PAGE = `<h1>{title|html}</h1>{.repeated section items}<p>{price|money} {added|date %Y-%m-%d}</p>{.end}`;
const DATA = { title: 'Tees', items: [{ price: 12.5, added: 1_700_000_000_000 }] };

describe('the browser entry compiles exactly as the Node entry, before any family has loaded', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const engine = createBrowserTemplateEngine();
    const ours = engine.compile(c.template);
    const node = compile(c.template);
    expect(ours.tree).toEqual(node.tree);
    expect(errorLines(ours.errors)).toEqual(errorLines(node.errors));
  });
});

describe('the browser entry renders every golden case once its families are loaded', () => {
  const engine = createBrowserTemplateEngine();
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await engine.load(c.template, c.options.partials);
    const { output, errors } = renderWithOurs(c.template, c.data, c.options, engine);
    expect({ output, errors: errorLines(errors) }).toEqual({ output: c.output, errors: c.errors });
  });
});

describe('loading families', () => {
  it('fetches only the families a template names, each once however often it is asked', async () => {
    const loads = spyOnLoads();
    const engine = createBrowserTemplateEngine();
    const { tree } = engine.compile(PAGE);
    await Promise.all([engine.load(tree), engine.load(PAGE)]);
    await engine.load(tree);
    expect(
      Object.fromEntries(Object.entries(loads).map(([name, spy]) => [name, spy.mock.calls.length])),
    ).toEqual({
      commerce: 0,
      content: 0,
      date: 1,
      i18n: 1,
      social: 0,
    });
    expect(engine.render(tree, { data: DATA })).toEqual(render(PAGE, { data: DATA }));
  });

  it('refuses to render before the families are loaded, naming them, instead of writing unknown formatters', () => {
    const engine = createBrowserTemplateEngine();
    expect(() => engine.render(PAGE, { data: DATA })).toThrow(
      '[storefront] This template needs the i18n, date formatters: await engine.load(template, partials) before render',
    );
    // The core family is built in: a core-only template renders at once.
    expect(engine.render('{title|html}', { data: { title: 'a&b' } }).output).toBe('a&amp;b');
  });

  it("loads and checks the partials' families too, macros included", async () => {
    const engine = createBrowserTemplateEngine();
    const partials = { card: '{.comments?}{@|comment-count}{.end}' };
    const template = '{.macro when}{@|timesince}{.end}{a|apply card} {b|apply when}';
    const data = { a: { publicCommentCount: 2 }, b: 1_699_999_000_000 };
    expect(() => engine.render(template, { data, partials, now: 1_700_000_000_000 })).toThrow(
      'needs the i18n, social formatters',
    );
    await engine.load(template, partials);
    expect(engine.render(template, { data, partials, now: 1_700_000_000_000 }).output).toBe(
      render(template, { data, partials, now: 1_700_000_000_000 }).output,
    );
  });

  it('reports a chunk that cannot be fetched, and fetches it again on the next call', async () => {
    const loads = spyOnLoads();
    loads.date!.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const engine = createBrowserTemplateEngine();
    const failed = engine.load('{t|date %Y}');
    await expect(failed).rejects.toThrow("[storefront] Could not load the template engine's date formatters");
    await expect(failed).rejects.toHaveProperty(
      'cause.message',
      'Failed to fetch dynamically imported module',
    );
    await engine.load('{t|date %Y}');
    expect(loads.date).toHaveBeenCalledTimes(2);
    expect(engine.render('{t|date %Y}', { data: { t: 1_700_000_000_000 } }).output).toBe('2023');
  });

  it("keeps the caller's own formatter over a built-in of the same name, which then never loads", async () => {
    const loads = spyOnLoads();
    const engine = createBrowserTemplateEngine({ formatters: { date: () => 'mine' } });
    const money = { value: 500, currency: 'EUR' };
    await engine.load('{t|date} {m|money}');
    expect(engine.render('{t|date} {m|money}', { data: { t: 5, m: money } }).output).toBe('mine €5.00');
    expect(loads.date).not.toHaveBeenCalled();
    expect(loads.i18n).toHaveBeenCalledTimes(1);
  });

  it('still reports names that are no built-in as unknown', () => {
    const engine = createBrowserTemplateEngine();
    expect(errorLines(engine.render('{a|nope}').errors)).toEqual(["parser 1:1 Formatter 'nope' is unknown"]);
  });
});
