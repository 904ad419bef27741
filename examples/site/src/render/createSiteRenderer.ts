import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTemplateEngine, type TemplateError, type TemplateTree } from '@storefront-widgets/template';
import { STOREFRONT_FORMATTERS } from './storefrontFormatters';

/** The site's templates: `examples/site/templates/` (the same path from `src/render/` and `dist/render/`). */
export const SITE_TEMPLATES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../templates');

/** Name of the layout template: every page's content is written into it as `{mainContent}`. */
export const LAYOUT_TEMPLATE = 'site';

/** What {@link SiteRenderer.render} returns. */
export interface SitePage {
  html: string;
  /** Render errors as `file:line:col message` (the page is still written, as the platform does). */
  errors: string[];
}

/** Renders the example store's pages from its templates. */
export interface SiteRenderer {
  /** The template names (file names without `.jsont`). */
  readonly names: readonly string[];
  /**
   * Renders template `name` with the page JSON, then the layout with the same JSON plus the
   * result as `mainContent`.
   */
  render(name: string, data: Record<string, unknown>): SitePage;
}

/** The page's locale (its drop-in configuration's), for the engine's money and dates. */
const localeOf = (data: Record<string, unknown>): string => {
  const config = data.storefrontConfig;
  return typeof config === 'object' &&
    config !== null &&
    'locale' in config &&
    typeof config.locale === 'string'
    ? config.locale
    : 'en-US';
};

const where = (file: string, error: TemplateError) =>
  `${file}:${error.line}:${error.column} ${error.message}`;

/**
 * Compiles every `*.jsont` of `dir` (default {@link SITE_TEMPLATES_DIR}) once (each is a page and, by the same name, a partial for
 * `{.apply name}` and `|apply name`). A template that does not compile stops the server with
 * every error as `file:line:col message`.
 */
export function createSiteRenderer(dir: string = SITE_TEMPLATES_DIR): SiteRenderer {
  const engine = createTemplateEngine({ formatters: STOREFRONT_FORMATTERS });
  const trees: Record<string, TemplateTree> = {};
  const problems: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.jsont'))) {
    const { tree, errors } = engine.compile(readFileSync(join(dir, file), 'utf8'));
    problems.push(...errors.map((error) => where(file, error)));
    trees[basename(file, '.jsont')] = tree;
  }
  if (problems.length) throw new Error(`The site's templates do not compile:\n${problems.join('\n')}`);
  if (!trees[LAYOUT_TEMPLATE]) throw new Error(`No ${LAYOUT_TEMPLATE}.jsont in ${dir}`);

  const run = (name: string, data: Record<string, unknown>) => {
    const tree = trees[name];
    if (!tree) throw new Error(`No template ${name}.jsont in ${dir}`);
    const { output, errors } = engine.render(tree, { data, partials: trees, locale: localeOf(data) });
    return { output, errors: errors.map((error) => where(`${name}.jsont`, error)) };
  };

  return {
    names: Object.keys(trees),
    render(name, data) {
      const content = run(name, data);
      const page = run(LAYOUT_TEMPLATE, { ...data, mainContent: content.output });
      return { html: page.output, errors: [...content.errors, ...page.errors] };
    },
  };
}
