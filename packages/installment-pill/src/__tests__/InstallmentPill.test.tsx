// @vitest-environment happy-dom
import { COMPILED_FR, createMessages, type InstallmentContext } from '@storefront-widgets/core';
import {
  createTestProvider,
  render,
  screen,
  takeConsoleErrors,
  waitFor,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InstallmentPill, type InstallmentPillProps, parseProps } from '../index';

const US: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: 3500,
  afterPayMax: 200000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

function renderPill(props: Partial<InstallmentPillProps> = {}) {
  const { Wrapper } = createTestProvider();
  const loadPage =
    props.loadPage ?? vi.fn(async () => '<h1>Pay in 4</h1><p>No interest. <script>alert(1)</script></p>');
  render(
    <InstallmentPill productType={1} priceMinorUnits={4000} context={US} {...props} loadPage={loadPage} />,
    {
      wrapper: Wrapper,
    },
  );
  return { loadPage, user: userEvent.setup() };
}

/** The pill's line as the shopper reads it. */
const pillText = () => document.querySelector('.sf-installment-pill-text')?.textContent;

describe('InstallmentPill', () => {
  it('shows the payments line for an eligible price in range', () => {
    renderPill();
    expect(pillText()).toBe('or 4 interest-free payments of $10.00 with Afterpay');
  });

  it('keeps the info button with the last word, so it never wraps onto a line alone', () => {
    renderPill();
    const end = screen.getByRole('button', { name: 'Learn more about Afterpay' }).parentElement;
    expect(end?.className).toBe('sf-installment-pill-end');
    expect(end?.textContent).toBe('Afterpay');
  });

  it('says "available for orders over {amount}" when the price is not above the minimum', () => {
    renderPill({ priceMinorUnits: 3500 });
    expect(pillText()).toBe('available for orders over $35.00');
  });

  it('names the provider before the out-of-range wording, which names none', () => {
    renderPill({ priceMinorUnits: 3500 });
    expect(document.querySelector('.sf-installment-pill')?.textContent).toBe(
      'Afterpay available for orders over $35.00',
    );
    renderPill({ priceMinorUnits: 200001, context: { ...US, stripeAccountCountry: 'GB' }, currency: 'GBP' });
    expect(document.querySelectorAll('.sf-installment-pill')[1]?.textContent).toBe(
      'Clearpay available for orders up to £2,000.00',
    );
  });

  it('says "available for orders up to {amount}" above the maximum', () => {
    renderPill({ priceMinorUnits: 200001 });
    expect(pillText()).toBe('available for orders up to $2,000.00');
  });

  it.each([
    ['a digital product', { productType: 2 as const }],
    ['no context', { context: null }],
    ['an unavailable context', { context: { ...US, afterPayAvailable: false } }],
  ])('is not shown for %s', (_, props) => {
    const { Wrapper } = createTestProvider();
    const { container } = render(
      <InstallmentPill productType={1} priceMinorUnits={4000} context={US} {...props} />,
      {
        wrapper: Wrapper,
      },
    );
    expect(container.textContent).toBe('');
  });

  it('opens the info lightbox filled, as text only, from the page chosen by locale', async () => {
    const { user, loadPage } = renderPill({
      context: { ...US, stripeAccountCountry: 'CA', shopperLanguage: 'fr' },
      currency: 'CAD',
      infoUrlTemplate: 'https://cdn.example/{brand}/{locale}.html',
    });
    await user.click(screen.getByRole('button', { name: 'Learn more about Afterpay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Afterpay' });
    expect(loadPage).toHaveBeenCalledWith('https://cdn.example/afterpay/fr-CA.html');
    // The page's h1 is demoted below the dialog's title (h2), keeping the outline in order.
    await waitFor(() =>
      expect(screen.queryAllByRole('heading', { name: 'Pay in 4', level: 3 })).toHaveLength(1),
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Afterpay');
    expect(dialog.textContent).toContain('No interest.');
    expect(dialog.querySelector('script')).toBeNull();
    // Focus moves into the dialog once it has opened.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Learn more about Afterpay' }));
  });

  it('speaks French throughout under French messages: the line, the button, the dialog', async () => {
    const { Wrapper } = createTestProvider({
      messages: createMessages({ locale: 'fr-CA', catalogue: COMPILED_FR }),
      settings: { useCLDRMoneyFormat: true },
    });
    let answer = (_html: string) => {};
    const loadPage = () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      });
    render(
      <InstallmentPill
        productType={1}
        priceMinorUnits={4000}
        currency="CAD"
        context={{ ...US, stripeAccountCountry: 'CA', shopperLanguage: 'fr' }}
        loadPage={loadPage}
      />,
      { wrapper: Wrapper },
    );
    expect(pillText()).toMatch(/^ou 4 versements sans intérêt de 10,00\s\$ avec Afterpay$/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'En savoir plus sur Afterpay' }));
    // The dialog is a chunk of its own: give it time to arrive on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Afterpay' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Chargement…');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    answer('<p>Payez en 4 versements.</p>');
    await waitFor(() => expect(dialog.textContent).toContain('Payez en 4 versements.'));
  });

  it('uses the GB brand name', () => {
    renderPill({ context: { ...US, stripeAccountCountry: 'GB' }, currency: 'GBP' });
    expect(screen.queryAllByRole('button', { name: 'Learn more about Clearpay' })).toHaveLength(1);
  });

  it('only logs a page that fails to load; the dialog still opens and closes', async () => {
    const { user } = renderPill({ loadPage: () => Promise.reject(new Error('offline')) });
    await user.click(screen.getByRole('button', { name: 'Learn more about Afterpay' }));
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('[aria-busy]')).toBeNull());
    const logged = takeConsoleErrors();
    expect(String(logged[0]?.[0])).toContain('[storefront] Unable to load the installment info page');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('retrying what failed', () => {
  it('loads a page that failed again at the next open, instead of keeping the failure', async () => {
    const loadPage = vi
      .fn<(url: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('<h1>Pay in 4</h1><p>Back online.</p>');
    const { user } = renderPill({ loadPage });
    const info = () => screen.getByRole('button', { name: 'Learn more about Afterpay' });
    await user.click(info());
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('[aria-busy]')).toBeNull());
    takeConsoleErrors();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(info());
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Back online.'));
    expect(loadPage).toHaveBeenCalledTimes(2);
  });
});

describe('parseProps', () => {
  const element = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild as HTMLElement;
  };

  it('reads the product, price and context', () => {
    const context = JSON.stringify(US);
    expect(
      parseProps(
        element(
          `<div data-product-type="1" data-price="4000" data-currency="USD" data-installment-context='${context}'></div>`,
        ),
      ),
    ).toEqual({
      ok: true,
      props: { productType: 1, priceMinorUnits: 4000, currency: 'USD', context: US },
    });
  });

  it('names malformed attributes', () => {
    expect(parseProps(element('<div data-product-type="1" data-price="12.5"></div>'))).toEqual({
      ok: false,
      error: 'data-price must be the price in integer minor units, e.g. 2500 for $25.00',
    });
    expect(
      parseProps(
        element(
          `<div data-product-type="1" data-price="100" data-installment-context='{"afterPayAvailable":1}'></div>`,
        ),
      ),
    ).toEqual({
      ok: false,
      error: 'data-installment-context: "afterPayAvailable" must be true or false',
    });
  });
});
