// @vitest-environment happy-dom

import {
  axeViolations,
  createFakeCaptcha,
  createTestProvider,
  render,
  screen,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RestockForm } from '../index';

describe('RestockForm accessibility', () => {
  it('has no axe violations with the checkbox and captcha, before and after errors', async () => {
    const { Wrapper } = createTestProvider({
      captcha: createFakeCaptcha().api,
      settings: { captchaSiteKey: 'k' },
    });
    const { container } = render(
      <RestockForm
        productId="p"
        variantId="v"
        merchandising={{
          mailingListSignUpEnabled: true,
          restockNotificationMessages: { CTAText: 'Get notified' },
        }}
      />,
      { wrapper: Wrapper },
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.queryAllByText('Email cannot be blank')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});
