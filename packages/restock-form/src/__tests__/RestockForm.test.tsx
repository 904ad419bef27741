// @vitest-environment happy-dom
import { createHttpClient } from '@storefront-widgets/core';
import type { StorefrontSettings } from '@storefront-widgets/react';
import {
  createFakeCaptcha,
  createFakeFetch,
  createTestProvider,
  render,
  screen,
  waitFor,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseProps, RestockForm, type RestockFormProps } from '../index';

const SIGN_UP = 'POST /api/site-users/account/notifications/restock';
const ok = { status: 200, body: { message: 'ok', signUp: {} } };

function setup(
  answer: Parameters<typeof createFakeFetch>[0][string] = ok,
  options: { props?: Partial<RestockFormProps>; settings?: StorefrontSettings } = {},
) {
  const server = createFakeFetch({ [SIGN_UP]: answer });
  const captcha = createFakeCaptcha();
  const client = createHttpClient({ fetch: server.fetch, getCrumb: () => 'crumb', getRetryLimit: 0 });
  const { Wrapper } = createTestProvider({
    client,
    captcha: captcha.api,
    ...(options.settings ? { settings: options.settings } : {}),
  });
  render(<RestockForm productId="prod-1" variantId="var-1" {...options.props} />, { wrapper: Wrapper });
  return { server, captcha, user: userEvent.setup() };
}

const emailField = () => screen.getByRole('textbox', { name: 'Email Address' });

describe('RestockForm', () => {
  it('has a labelled text input named email and no checkbox or captcha by default', () => {
    setup();
    expect(emailField().getAttribute('name')).toBe('email');
    expect(emailField().getAttribute('type')).toBe('text');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.querySelector('.sf-captcha')).toBeNull();
  });

  it('says "Email cannot be blank", marks the field invalid and focuses it', async () => {
    const { user, server } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const field = emailField();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Email cannot be blank');
    // Above the field's title, as in the site form, with the title in the forms' label weight.
    const title = screen.getByText('Email Address');
    expect(described?.nextElementSibling).toBe(title);
    expect(title.className).toBe('sf-field-title');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(server.requests).toHaveLength(0);
  });

  it('says "Email is invalid" for a malformed address', async () => {
    const { user } = setup();
    await user.type(emailField(), 'not-an-email');
    await user.keyboard('{Enter}');
    expect(screen.queryAllByText('Email is invalid')).toHaveLength(1);
  });

  it('signs up and replaces the form with "Signed up!"', async () => {
    const { user, server } = setup();
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const success = await screen.findByRole('status');
    // The spec's words, then the address the notice goes to.
    expect(success.textContent).toBe('Signed up!We will email ada@example.com when it is back in stock.');
    expect(screen.getByText('Signed up!').className).toBe('sf-form-success-title');
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(success));
    expect(server.requests[0]).toEqual({
      method: 'POST',
      path: '/api/site-users/account/notifications/restock',
      body: {
        productId: 'prod-1',
        variantId: 'var-1',
        siteVisitorEmail: 'ada@example.com',
        isJoinMailingList: false,
      },
    });
  });

  it("shows the store's custom success text when set, and tells onSuccess", async () => {
    const onSuccess = vi.fn();
    const { user } = setup(ok, {
      settings: { restockSuccessText: "We'll email you when it is back." },
      props: { onSuccess },
    });
    await user.type(emailField(), 'ada@example.com{Enter}');
    expect(await screen.findAllByText("We'll email you when it is back.")).toHaveLength(1);
    expect(onSuccess).toHaveBeenCalledWith("We'll email you when it is back.");
  });

  it("shows the server's message in the form's alert on failure, keeps the entry and tells onError", async () => {
    const onError = vi.fn();
    const { user } = setup(
      { status: 400, body: { message: 'You are already signed up for this item.' } },
      { props: { onError } },
    );
    await user.type(emailField(), 'ada@example.com{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You are already signed up for this item.'),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect((emailField() as HTMLInputElement).value).toBe('ada@example.com');
    // A 400 answers the shopper's input: a refusal, not a fault of the site.
    expect(onError).toHaveBeenCalledWith('You are already signed up for this item.', 'refusal');
  });

  it('offers the mailing-list checkbox with the description and default of the merchandising context', async () => {
    const { user, server } = setup(ok, {
      props: {
        merchandising: {
          mailingListSignUpEnabled: true,
          mailingListOptInByDefault: true,
          restockNotificationMessages: { mailingListDescription: 'Send me news', buttonText: 'Notify me' },
        },
      },
    });
    const checkbox = screen.getByRole('checkbox', { name: 'Send me news' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    expect(checkbox.name).toBe('isJoinMailingList');
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await screen.findByText('Signed up!');
    expect((server.requests[0]?.body as { isJoinMailingList?: boolean } | undefined)?.isJoinMailingList).toBe(
      true,
    );
  });

  describe('with a captcha site key', () => {
    const settings = { captchaSiteKey: 'site-key' };

    it('asks to "Complete CAPTCHA before submitting." until the captcha is solved, focusing it', async () => {
      const { user, server, captcha } = setup(ok, { settings });
      expect(document.querySelector('.sf-captcha')?.getAttribute('data-widget-id')).toBe('0');
      // The captcha library draws its own control (reCAPTCHA: an iframe) in the container.
      const challenge = document.createElement('input');
      challenge.type = 'checkbox';
      challenge.setAttribute('aria-label', 'I am not a robot');
      captcha.widgets.get(0)?.container.append(challenge);
      await user.type(emailField(), 'ada@example.com{Enter}');
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toBe('Complete CAPTCHA before submitting.');
      // Beside the captcha (between it and the button), not at the top of the form.
      const captchaBox = document.querySelector('.sf-captcha');
      expect(captchaBox?.nextElementSibling).toBe(alert);
      expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: 'Sign Up' }));
      await waitFor(() => expect(document.activeElement).toBe(challenge));
      expect(server.requests).toHaveLength(0);
    });

    it('sends the captcha token and destroys the captcha on success', async () => {
      const { user, server, captcha } = setup(ok, { settings });
      captcha.solve(0, 'tok-123');
      await user.type(emailField(), 'ada@example.com{Enter}');
      await screen.findByText('Signed up!');
      expect((server.requests[0]?.body as { captchaToken?: string } | undefined)?.captchaToken).toBe(
        'tok-123',
      );
      expect(captcha.widgets.get(0)?.container.isConnected).toBe(false);
    });

    it('resets the captcha after a failure', async () => {
      const { user, captcha } = setup({ status: 500, body: { message: 'Something broke' } }, { settings });
      captcha.solve(0);
      await user.type(emailField(), 'ada@example.com{Enter}');
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something broke'));
      expect(captcha.resets).toEqual([0]);
    });
  });
});

describe('parseProps', () => {
  const element = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild as HTMLElement;
  };

  it('reads ids, texts and the merchandising JSON', () => {
    const result = parseProps(
      element(
        `<div data-product-id="p1" data-variant-id="v1" data-success-text="Thanks!"><script type="application/json" data-merchandising>{"mailingListSignUpEnabled":true,"restockNotificationMessages":{"mailingListDescription":"News"}}</script></div>`,
      ),
    );
    expect(result).toEqual({
      ok: true,
      props: {
        productId: 'p1',
        variantId: 'v1',
        successText: 'Thanks!',
        merchandising: {
          mailingListSignUpEnabled: true,
          restockNotificationMessages: { mailingListDescription: 'News' },
        },
      },
    });
  });

  it('names what is missing or malformed', () => {
    expect(parseProps(element('<div data-variant-id="v1"></div>'))).toEqual({
      ok: false,
      error: 'missing data-product-id',
    });
    expect(
      parseProps(element(`<div data-product-id="p" data-variant-id="v" data-merchandising="{oops"></div>`)),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining('data-merchandising is not valid JSON'),
    });
    expect(
      parseProps(
        element(
          `<div data-product-id="p" data-variant-id="v" data-merchandising='{"mailingListSignUpEnabled":"yes"}'></div>`,
        ),
      ),
    ).toEqual({ ok: false, error: 'data-merchandising: "mailingListSignUpEnabled" must be true or false' });
  });
});
