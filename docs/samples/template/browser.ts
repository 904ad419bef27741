import { createBrowserTemplateEngine } from '@storefront-widgets/template/browser';

export async function renderInBrowser(source: string, partials: Record<string, string>, data: unknown) {
  const engine = createBrowserTemplateEngine(); // takes { formatters, predicates } too
  const { tree } = engine.compile(source); // same tree and errors as in Node, nothing loaded yet
  await engine.load(tree, partials); // fetches the families tree and partials name (once each)
  const { output } = engine.render(tree, { data, partials, locale: 'de-DE' });
  return output;
}
