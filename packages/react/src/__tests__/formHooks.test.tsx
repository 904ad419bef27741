// @vitest-environment happy-dom
import {
  createHttpClient,
  type FormDefinition,
  fetchFormDefinition,
  type InstallmentContext,
} from '@storefront-widgets/core';
import { createInPageBackend } from '@storefront-widgets/mock-backend/browser';
import { FORM_IDS } from '@storefront-widgets/test-utils';
import {
  createFakeFetch,
  createTestProvider,
  render,
  screen,
  takeConsoleErrors,
  waitFor,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInstallments, useRestockForm, useSiteForm } from '../index';

afterEach(() => {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the page's own cookies is the point
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

/** A one-field form of the developer's own markup over useSiteForm. */
function MessageForm({ form, onError }: { form: FormDefinition; onError: (message: string) => void }) {
  const [state, controller] = useSiteForm({ form, onError });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void controller.submit();
      }}
    >
      {state.fieldErrors.message && <p data-testid="field-error">{state.fieldErrors.message}</p>}
      <input
        aria-label="Message"
        value={String(state.inputs.message ?? '')}
        onChange={(event) => controller.setInput('message', event.target.value)}
      />
      <button type="submit" aria-disabled={state.status === 'submitting'}>
        {state.status === 'submitting' ? 'Sending…' : 'Send'}
      </button>
      {state.formError && <p role="alert">{state.formError}</p>}
    </form>
  );
}

/** A back-in-stock sign-up of the developer's own markup over useRestockForm. */
function NotifyMe({
  onSignedUp,
  variantId = 'var-1',
}: {
  onSignedUp: (message: string) => void;
  variantId?: string;
}) {
  const [state, restock] = useRestockForm({ productId: 'prod-1', variantId, onSignedUp });
  if (state.status === 'signedUp') return <p role="status">{state.message}</p>;
  return (
    <>
      <input
        aria-label="Email"
        value={state.email}
        onChange={(event) => restock.setEmail(event.target.value)}
      />
      {state.emailError && <p data-testid="email-error">{state.emailError}</p>}
      <button type="button" onClick={() => void restock.submit()}>
        Notify me
      </button>
    </>
  );
}

const AFTERPAY: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: 2000,
  afterPayMax: 200000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

/** A price the parent controls, and the installment line that follows it. */
function Offer({ productType = 1 }: { productType?: 1 | 2 }) {
  const [price, setPrice] = useState(2500);
  const offer = useInstallments({ productType, priceMinorUnits: price, context: AFTERPAY });
  return (
    <>
      <p data-testid="offer">{offer.isEligible ? `${offer.message} | ${offer.infoUrl}` : 'none'}</p>
      <button type="button" onClick={() => setPrice(1500)}>
        Cheaper
      </button>
    </>
  );
}

describe('useSiteForm', () => {
  it('validates with the platform’s checks, then submits and shows the server’s failure', async () => {
    const backend = await createInPageBackend();
    const client = createHttpClient({ baseUrl: backend.origin, fetch: backend.fetch, getRetryLimit: 0 });
    const form = await fetchFormDefinition(client, FORM_IDS.status500);
    const onError = vi.fn();
    const { Wrapper } = createTestProvider({ client });
    render(<MessageForm form={form} onError={onError} />, { wrapper: Wrapper });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('field-error').textContent).toBe('Required');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.queryByTestId('field-error')).toBeNull();
    expect(onError).toHaveBeenCalledWith(alert.textContent, expect.any(String));
  });

  it('calls the callbacks of the latest render, and keeps what was typed', async () => {
    const backend = await createInPageBackend();
    const client = createHttpClient({ baseUrl: backend.origin, fetch: backend.fetch, getRetryLimit: 0 });
    const form = await fetchFormDefinition(client, FORM_IDS.status500);
    const first = vi.fn();
    const latest = vi.fn();
    const { Wrapper } = createTestProvider({ client });
    const view = render(<MessageForm form={form} onError={first} />, { wrapper: Wrapper });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    view.rerender(<MessageForm form={form} onError={latest} />);
    expect((screen.getByLabelText('Message') as HTMLInputElement).value).toBe('Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});

describe('useRestockForm', () => {
  it('refuses a bad address, then signs up with the provider’s client and says “Signed up!”', async () => {
    const server = createFakeFetch({
      'POST /api/site-users/account/notifications/restock': {
        status: 200,
        body: { message: 'ok', signUp: {} },
      },
    });
    const client = createHttpClient({ fetch: server.fetch, getCrumb: () => 'crumb', getRetryLimit: 0 });
    const onSignedUp = vi.fn();
    const { Wrapper } = createTestProvider({ client });
    render(<NotifyMe onSignedUp={onSignedUp} />, { wrapper: Wrapper });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByTestId('email-error').textContent).toBe('Email is invalid');
    expect(server.requests).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('status')).textContent).toBe('Signed up!');
    expect(onSignedUp).toHaveBeenCalledWith('Signed up!');
    expect(server.requests[0]?.body).toMatchObject({
      productId: 'prod-1',
      siteVisitorEmail: 'ada@example.com',
    });
  });

  it('signs up for the variant and with the callback of the latest render', async () => {
    const server = createFakeFetch({
      'POST /api/site-users/account/notifications/restock': {
        status: 200,
        body: { message: 'ok', signUp: {} },
      },
    });
    const client = createHttpClient({ fetch: server.fetch, getCrumb: () => 'crumb', getRetryLimit: 0 });
    const first = vi.fn();
    const latest = vi.fn();
    const { Wrapper } = createTestProvider({ client });
    const view = render(<NotifyMe onSignedUp={first} />, { wrapper: Wrapper });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    view.rerender(<NotifyMe onSignedUp={latest} variantId="var-2" />);
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('status')).textContent).toBe('Signed up!');
    expect(server.requests[0]?.body).toMatchObject({
      variantId: 'var-2',
      siteVisitorEmail: 'ada@example.com',
    });
    expect(latest).toHaveBeenCalledWith('Signed up!');
    expect(first).not.toHaveBeenCalled();
  });
});

/** An info link of the developer's own that loads the offer's info page into a panel of theirs. */
function OfferInfo({ loadPage }: { loadPage: (url: string) => Promise<string> }) {
  const offer = useInstallments({ productType: 1, priceMinorUnits: 2500, context: AFTERPAY, loadPage });
  return (
    <>
      <button type="button" onClick={offer.openInfoPage}>
        Details
      </button>
      <p data-testid="info">{`${offer.infoPage.status}: ${offer.infoPage.html ?? ''}`}</p>
    </>
  );
}

describe('useInstallments', () => {
  it('words the offer for the price it is given and follows a new price; other kinds get none', async () => {
    const { Wrapper } = createTestProvider();
    render(<Offer />, { wrapper: Wrapper });
    expect(screen.getByTestId('offer').textContent).toMatch(
      /^or 4 interest-free payments of \$6\.25 with Afterpay \| .+/,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cheaper' }));
    await waitFor(() => expect(screen.getByTestId('offer').textContent).not.toMatch(/\$6\.25/));
    expect(screen.getByTestId('offer').textContent).toMatch(/\$20\.00/);
    render(<Offer productType={2} />, { wrapper: Wrapper });
    expect(screen.getAllByTestId('offer')[1]?.textContent).toBe('none');
  });

  it('loads the info page once when asked, and asks again after a failure, which it only logs', async () => {
    const loadPage = vi
      .fn<(url: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('<p>Pay in 4</p>');
    const { Wrapper } = createTestProvider();
    render(<OfferInfo loadPage={loadPage} />, { wrapper: Wrapper });
    const info = () => screen.getByTestId('info').textContent;
    expect(info()).toBe('idle: ');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(info()).toBe('failed: '));
    expect(String(takeConsoleErrors()[0]?.[0])).toContain(
      '[storefront] Unable to load the installment info page',
    );
    await user.click(screen.getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(info()).toBe('loaded: <p>Pay in 4</p>'));
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(loadPage).toHaveBeenLastCalledWith(expect.stringMatching(/^https:\/\/.+/));
  });
});
