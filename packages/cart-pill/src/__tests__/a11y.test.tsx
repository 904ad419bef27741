// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../react/src/__tests__/axe';
import { createTestProvider } from '../../../react/src/__tests__/fixtures';
import { render } from '../../../react/src/__tests__/render';
import { CartPill } from '../index';

describe('CartPill accessibility', () => {
  it.each([0, 1, 101])('has no axe violations with %i items', async (quantity) => {
    const { Wrapper } = createTestProvider({ quantity });
    const { container } = render(<CartPill />, { wrapper: Wrapper });
    expect(await axeViolations(container)).toEqual([]);
  });
});
