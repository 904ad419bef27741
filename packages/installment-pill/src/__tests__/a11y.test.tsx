// @vitest-environment happy-dom

import { axeViolations, createTestProvider, render, screen } from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InstallmentPill } from '../index';

describe('InstallmentPill accessibility', () => {
  it('has no axe violations, closed and with the info dialog open', async () => {
    const { Wrapper } = createTestProvider();
    render(
      <InstallmentPill
        productType={1}
        priceMinorUnits={4000}
        context={{
          afterPayAvailable: true,
          afterPayMin: 100,
          afterPayMax: 100000,
          shopperLanguage: 'en',
          stripeAccountCountry: 'US',
        }}
        loadPage={async () => '<h1>Pay in 4</h1><p>Details</p>'}
      />,
      { wrapper: Wrapper },
    );
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Learn more about Afterpay' }));
    await screen.findByRole('heading', { name: 'Pay in 4' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
