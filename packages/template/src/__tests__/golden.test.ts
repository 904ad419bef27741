import { describe, expect, it } from 'vitest';
import { loadGoldenCases } from './harness/goldenCase';
import { renderWithOurs } from './harness/renderCase';

const cases = loadGoldenCases();

describe('golden cases (packages/template/golden)', () => {
  it('has cases to run', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const { output, errors } = renderWithOurs(c.template, c.data, c.options);
    expect({
      output,
      errors: errors.map((error) => `${error.category} ${error.line}:${error.column} ${error.message}`),
    }).toEqual({ output: c.output, errors: c.errors });
  });
});
