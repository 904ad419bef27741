// @vitest-environment happy-dom

import { axeViolations, createTestProvider, render } from '@storefront-widgets/test-utils/widgets';
import { describe, expect, it } from 'vitest';
import { CartPill } from '../index';

describe('CartPill accessibility', () => {
  it.each([0, 1, 101])('has no axe violations with %i items', async (quantity) => {
    const { Wrapper } = createTestProvider({ quantity });
    const { container } = render(<CartPill />, { wrapper: Wrapper });
    expect(await axeViolations(container)).toEqual([]);
  });
});
