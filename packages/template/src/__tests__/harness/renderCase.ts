import { render } from '@storefront/template';
import { CASE_NOW, type CaseOptions } from './goldenCase';
import type { Rendering } from './referenceEngine';

/** Renders with this engine; errors as `category line:column message`, in reported order. */
export function renderWithOurs(template: string, data: unknown, options: CaseOptions = {}) {
  const { output, errors } = render(template, {
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
export function comparableOurs(template: string, data: unknown, options: CaseOptions = {}): Rendering {
  const { output, errors } = renderWithOurs(template, data, options);
  return { output, errors: errors.map((error) => `${error.category}: ${error.message}`).sort() };
}
