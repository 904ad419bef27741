import { NotImplementedError, unitsMetric } from '@storefront-widgets/platform/units';
import { expect, it } from 'vitest';

it('reports that the units-metric condition is not yet implemented (platform §8)', () => {
  expect(unitsMetric).toThrow(NotImplementedError);
  expect(unitsMetric).toThrow('The units-metric condition is not yet implemented.');
});
