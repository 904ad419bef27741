import { render, type TemplateEngine } from '@storefront-widgets/template';
import { CASE_NOW, type CaseOptions } from './goldenCase';
import type { Rendering } from './referenceEngine';

/**
 * Renders with this engine (or `engine`, e.g. one with some formatters replaced); errors as
 * `category line:column message`, in reported order.
 */
export function renderWithOurs(
  template: string,
  data: unknown,
  options: CaseOptions = {},
  engine: Pick<TemplateEngine, 'render'> = { render },
) {
  const { output, errors } = engine.render(template, {
    data,
    partials: options.partials ?? {},
    injects: options.injects ?? {},
    locale: options.locale ?? 'en-US',
    timeZone: options.timeZone ?? 'America/New_York',
    now: options.now ?? CASE_NOW,
    expressions: options.expressions ?? {},
  });
  return { output, errors };
}

/** The same render in the shape the comparison with the reference uses. */
export function comparableOurs(
  template: string,
  data: unknown,
  options: CaseOptions = {},
  engine?: Pick<TemplateEngine, 'render'>,
): Rendering {
  const { output, errors } = renderWithOurs(template, data, options, engine);
  return { output, errors: errors.map((error) => `${error.category}: ${error.message}`).sort() };
}
