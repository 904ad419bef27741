// @vitest-environment happy-dom

import { createCartEntry } from '@storefront-widgets/test-utils';
import {
  act,
  axeViolations,
  cartWithQuantity,
  createTestProvider,
  render,
  screen,
} from '@storefront-widgets/test-utils/widgets';
import { describe, expect, it } from 'vitest';
import { CartPill } from '../index';

describe('CartPill accessibility', () => {
  it.each([0, 1, 101])('has no axe violations with %i items', async (quantity) => {
    const { Wrapper } = createTestProvider({ quantity });
    const { container } = render(<CartPill />, { wrapper: Wrapper });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations while it confirms an add', async () => {
    const { Wrapper, cartStore } = createTestProvider({ quantity: 0 });
    const { container } = render(<CartPill />, { wrapper: Wrapper });
    const entry = createCartEntry({
      itemId: 'prod-tee',
      title: 'Classic Tee',
      chosenVariant: { sku: 'TEE-S-WHT', attributes: { Size: 'S' } },
    });
    act(() => cartStore.setState({ cart: cartWithQuantity(1), lastAddition: { entry, quantity: 1 } }));
    await screen.findByRole('region', { name: 'Added to cart' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
