// @vitest-environment happy-dom
import type { InstallmentContext } from '@storefront-widgets/core';
import { createTestProvider, renderer, screen } from '@storefront-widgets/test-utils/widgets';
import { expectCleanHydration, renderOnServerThenHydrate } from '@storefront-widgets/test-utils/widgets/ssr';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InstallmentPill } from '../index';

const US: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: 3500,
  afterPayMax: 200000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

// Server rendering is React's (react-dom/server); the preact pass has no server renderer.
describe.skipIf(renderer === 'preact')('InstallmentPill on the server', () => {
  it('renders the payments line on the server, hydrates it and opens the info on click', async () => {
    const loadPage = vi.fn(async () => '<h1>Pay in 4</h1>');
    const build = () => {
      const { Wrapper } = createTestProvider();
      return (
        <Wrapper>
          <InstallmentPill productType={1} priceMinorUnits={4000} context={US} loadPage={loadPage} />
        </Wrapper>
      );
    };
    const hydrated = await renderOnServerThenHydrate(build);
    expect(document.querySelector('.sf-installment-pill-text')?.textContent).toBe(
      'or 4 interest-free payments of $10.00 with Afterpay',
    );
    expectCleanHydration(hydrated);
    const button = screen.getByRole('button', { name: 'Learn more about Afterpay' });
    expect(hydrated.serverElements).toContain(button);
    await userEvent.setup().click(button);
    expect(await screen.findByRole('heading', { name: 'Pay in 4' })).toBeDefined();
    expect(loadPage).toHaveBeenCalledTimes(1);
  });
});
