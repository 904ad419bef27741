// @vitest-environment happy-dom
import { createHttpClient, type FormDefinition, type FormField } from '@storefront-widgets/core';
import type { StorefrontSettings } from '@storefront-widgets/react';
import {
  createFakeCaptcha,
  createFakeFetch,
  createTestProvider,
  render,
  screen,
  waitFor,
  within,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteForm, type SiteFormProps } from '../index';

const KEY = 'POST /api/form/FormSubmissionKey';
const SAVE = 'POST /api/form/SaveFormSubmission';

const field = (
  id: string,
  type: FormField['type'],
  title: string,
  extra: Partial<FormField> = {},
): FormField => ({
  id,
  type,
  title,
  description: '',
  required: false,
  ...extra,
});

function definition(fields: FormField[], extra: Partial<FormDefinition> = {}): FormDefinition {
  return {
    id: 'form-1',
    name: 'Contact us',
    fields,
    submissionMessage: 'Thank you!',
    submissionHtml: '',
    disclaimer: '',
    successRedirect: null,
    captcha: { enabled: false, type: 'classic', siteKey: '' },
    isNewsletter: false,
    submitButtonText: 'Send',
    ...extra,
  };
}

function setup(
  form: FormDefinition,
  routes: Parameters<typeof createFakeFetch>[0] = {},
  options: { props?: Partial<SiteFormProps>; settings?: StorefrontSettings } = {},
) {
  const server = createFakeFetch({
    [KEY]: { status: 200, body: { data: { key: 'key-1' } } },
    [SAVE]: { status: 200, body: { submissionId: 's-1' } },
    ...routes,
  });
  const captcha = createFakeCaptcha();
  const client = createHttpClient({ fetch: server.fetch, getCrumb: () => 'crumb', getRetryLimit: 0 });
  const { Wrapper } = createTestProvider({
    client,
    captcha: captcha.api,
    ...(options.settings ? { settings: options.settings } : {}),
  });
  const location = { search: '?utm=spring', assign: vi.fn() };
  render(
    <SiteForm
      form={form}
      location={location}
      page={{ pageId: 'page-9', pageTitle: 'Contact', pagePath: '/contact' }}
      {...options.props}
    />,
    { wrapper: Wrapper },
  );
  return { server, captcha, location, user: userEvent.setup() };
}

const saved = (server: ReturnType<typeof createFakeFetch>) =>
  server.requests.find((request) => request.path === '/api/form/SaveFormSubmission')?.body as Record<
    string,
    string
  >;

describe('SiteForm', () => {
  it('renders every field kind with real labels', () => {
    setup(
      definition([
        field('f-text', 'text', 'Subject'),
        field('f-email', 'email', 'Email'),
        field('f-number', 'number', 'Guests'),
        field('f-currency', 'currency', 'Budget', { currencySymbol: '$' }),
        field('f-website', 'website', 'Website'),
        field('f-password', 'password', 'Password'),
        field('f-twitter', 'twitter', 'Twitter'),
        field('f-textarea', 'textarea', 'Message', { maxLength: 10 }),
        field('f-name', 'name', 'Name'),
        field('f-address', 'address', 'Address'),
        field('f-date', 'date', 'Date'),
        field('f-time', 'time', 'Time'),
        field('f-phone', 'phone', 'Phone', { showCountryCode: true }),
        field('f-section', 'section', 'About you', { description: 'Tell us more' }),
        field('f-radio', 'radio', 'Size', { options: ['S', 'M'] }),
        field('f-checkbox', 'checkbox', 'Topics', { options: ['News', 'Sales'] }),
        field('f-select', 'select', 'Country', { options: ['FR', 'US'] }),
        field('f-likert', 'likert', 'Opinion', { options: ['Fast delivery'] }),
        field('f-hidden', 'hidden', '', { key: 'utm', value: 'none' }),
      ]),
    );
    for (const name of ['Subject', 'Email', 'Guests', 'Budget', 'Password', 'Twitter', 'Message']) {
      expect(screen.queryAllByLabelText(name)).toHaveLength(1);
    }
    expect(screen.queryAllByRole('textbox', { name: 'Website' })).toHaveLength(1);
    expect(
      within(screen.getByRole('group', { name: 'Name' })).queryAllByLabelText('First Name'),
    ).toHaveLength(1);
    expect(
      within(screen.getByRole('group', { name: 'Address' })).queryAllByLabelText('Zip/Postal Code'),
    ).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: 'Date' })).queryAllByLabelText('Year')).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: 'Time' })).queryAllByLabelText('AM/PM')).toHaveLength(1);
    expect(
      within(screen.getByRole('group', { name: 'Phone' })).queryAllByLabelText('Country Code'),
    ).toHaveLength(1);
    // A section heads the fields after it at the level below the page's h1, unless told otherwise.
    expect(screen.queryAllByRole('heading', { name: 'About you', level: 2 })).toHaveLength(1);
    expect(screen.queryAllByRole('radio', { name: 'M' })).toHaveLength(1);
    expect(screen.queryAllByRole('checkbox', { name: 'Sales' })).toHaveLength(1);
    expect(screen.queryAllByRole('combobox', { name: 'Country' })).toHaveLength(1);
    expect(
      within(screen.getByRole('group', { name: 'Fast delivery' })).queryAllByRole('radio', {
        name: 'Strongly Agree',
      }),
    ).toHaveLength(1);
    expect(screen.queryAllByText('0 / 10')).toHaveLength(1);
  });

  it('shows "Required" on empty required fields, marks them and focuses the first in page order', async () => {
    const { user, server } = setup(
      definition([
        field('f-name', 'name', 'Name', { required: true }),
        field('f-email', 'email', 'Email', { required: true }),
        field('f-topics', 'checkbox', 'Topics', { options: ['News'], required: true }),
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const first = screen.getByLabelText('First Name');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(first.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent,
    ).toBe('Required');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(server.requests).toHaveLength(0);
  });

  it('says the email is not valid', async () => {
    const { user } = setup(definition([field('f-email', 'email', 'Email')]));
    await user.type(screen.getByLabelText('Email'), 'ada@{Enter}');
    await waitFor(() => expect(screen.queryAllByText(/^Email is not valid\./)).toHaveLength(1));
  });

  it('refuses a time of 25:61, a count of -3.5 and a country code of "abc" beside each field, sending nothing', async () => {
    const { user, server } = setup(
      definition([
        field('f-count', 'number', 'How many?', { min: 1, step: 1 }),
        field('f-time', 'time', 'Time'),
        field('f-phone', 'phone', 'Phone', { showCountryCode: true }),
      ]),
    );
    await user.type(screen.getByLabelText('How many?'), '-3.5');
    await user.type(screen.getByLabelText('Hour'), '25');
    await user.type(screen.getByLabelText('Minute'), '61');
    await user.type(screen.getByLabelText('Country Code'), 'abc');
    await user.type(screen.getByLabelText('Line'), '0132');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const count = screen.getByLabelText('How many?');
    await waitFor(() => expect(document.activeElement).toBe(count));
    const messageOf = (control: HTMLElement) =>
      document.getElementById(control.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(count)).toBe('Enter 1 or more.');
    expect(messageOf(screen.getByLabelText('Hour'))).toBe(
      'This time does not exist. Use hours 0–23 (1–12 with AM/PM) and minutes 0–59.',
    );
    expect(messageOf(screen.getByLabelText('Country Code'))).toBe(
      'Enter the phone number in digits (a country code may start with +).',
    );
    expect(server.requests).toHaveLength(0);

    await user.clear(count);
    await user.type(count, '3');
    await user.clear(screen.getByLabelText('Hour'));
    await user.type(screen.getByLabelText('Hour'), '9');
    await user.clear(screen.getByLabelText('Minute'));
    await user.type(screen.getByLabelText('Minute'), '30');
    await user.clear(screen.getByLabelText('Country Code'));
    await user.type(screen.getByLabelText('Country Code'), '+1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('status');
    expect(JSON.parse(saved(server).form ?? '{}')).toMatchObject({
      'f-count': '3',
      'f-time': ['9', '30', '', ''],
      'f-phone': ['+1', '', '', '0132'],
    });
  });

  it('counts textarea characters as "n / max" and turns the counter to an error over the limit', async () => {
    const { user } = setup(definition([field('f-msg', 'textarea', 'Message', { maxLength: 5 })]));
    const box = screen.getByLabelText('Message');
    await user.type(box, 'Hello!');
    const counter = screen.getByText('6 / 5');
    expect(counter.className).toContain('sf-counter--over');
    expect(box.getAttribute('aria-describedby')).toContain(counter.id);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.queryAllByText('You have exceeded the character limit.')).toHaveLength(1),
    );
  });

  it('has no counter when the limit is zero', () => {
    setup(definition([field('f-msg', 'textarea', 'Message', { maxLength: 0 })]));
    expect(screen.queryByText('0 / 0')).toBeNull();
  });

  it('submits, shows "Submitting…" meanwhile, then replaces the form with the submission text and HTML', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const form = definition(
      [
        field('f-name', 'name', 'Name'),
        field('f-phone', 'phone', 'Phone'),
        field('f-size', 'radio', 'Size', { options: ['S', 'M'] }),
        field('f-hidden', 'hidden', '', { key: 'utm', value: 'none' }),
      ],
      { submissionHtml: '<p><strong>See you soon</strong></p>' },
    );
    const { user, server } = setup(form);
    server.hold();
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Area Code'), '555');
    await user.type(screen.getByLabelText('Line'), '0100');
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByRole('button', { name: 'Submitting…' })).toHaveLength(1);
    server.release();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Thank you!');
    expect(within(status).getByText('See you soon').tagName).toBe('STRONG');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    await waitFor(() => expect(document.activeElement).toBe(status));
    const body = saved(server);
    expect(body.key).toBe('key-1');
    expect(body.pageId).toBe('page-9');
    expect(JSON.parse(body.form ?? '{}')).toEqual({
      'f-name': ['Ada', ''],
      'f-phone': ['', '555', '', '0100'],
      'f-size': 'M',
      'f-hidden': 'spring',
    });
  });

  it('redirects to the success URL', async () => {
    const { user, location } = setup(
      definition([field('f-text', 'text', 'Subject')], { successRedirect: '/thanks' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/thanks'));
  });

  it('shows server field errors above the field title and focuses that field', async () => {
    const { user } = setup(
      definition([field('f-text', 'text', 'Subject'), field('f-email', 'email', 'Email')]),
      {
        [SAVE]: {
          status: 400,
          body: { message: 'Invalid', errors: { 'f-email': 'This address is blocked.' } },
        },
      },
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const error = await screen.findByText('This address is blocked.');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    const title = email.closest('.sf-field')?.querySelector('.sf-field-title');
    expect(error.compareDocumentPosition(title as Node) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0);
    expect(screen.getByRole('alert').textContent).toBe(
      'One or more fields is invalid, please check your entries.',
    );
  });

  it.each([
    [401, 'Unable to submit form. Please try again later.', 'fault'],
    [404, 'This form has not been configured yet.', 'fault'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.', 'refusal'],
    [500, 'Unable to send form. Please try again later.', 'fault'],
  ])(
    'shows the message for HTTP %i, focuses it, unlocks the form and tells onError (a %s)',
    async (status, message, category) => {
      const onError = vi.fn();
      const { user } = setup(
        definition([field('f-text', 'text', 'Subject')]),
        { [SAVE]: { status, body: { message: 'x' } } },
        { props: { onError } },
      );
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
      expect(screen.queryAllByRole('button', { name: 'Send' })).toHaveLength(1);
      expect(onError).toHaveBeenCalledWith(message, category);
    },
  );

  it('says when no form key could be fetched', async () => {
    const { user } = setup(definition([field('f-text', 'text', 'Subject')]), {
      [KEY]: { status: 500, body: {} },
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Could not get a form submission key, please try again later.',
      ),
    );
  });

  it('says "Please scroll down to review." when the first invalid field is below the window', async () => {
    const { user } = setup(definition([field('f-text', 'text', 'Subject', { required: true })]));
    const input = screen.getByLabelText('Subject');
    vi.spyOn(input, 'getBoundingClientRect').mockReturnValue({
      top: window.innerHeight + 300,
      bottom: window.innerHeight + 340,
      left: 0,
      right: 100,
      width: 100,
      height: 40,
      x: 0,
      y: window.innerHeight + 300,
      toJSON: () => ({}),
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your form has encountered a problem. Please scroll down to review.',
      ),
    );
  });

  describe('with a captcha', () => {
    const withCaptcha = (fields: FormField[]) =>
      definition(fields, { captcha: { enabled: true, type: 'classic', siteKey: 'form-key' } });

    it('asks to complete the captcha, then sends its key', async () => {
      const { user, server, captcha } = setup(withCaptcha([field('f-text', 'text', 'Subject')]));
      expect(document.querySelector('.sf-captcha')?.getAttribute('data-widget-id')).toBe('0');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe('Complete CAPTCHA before submitting.'),
      );
      expect(server.requests).toHaveLength(0);
      captcha.solve(0, 'cap-1');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await screen.findByText('Thank you!');
      expect(saved(server).captchaKey).toBe('cap-1');
    });

    it('moves focus into the unanswered captcha, and to the message when the server refuses', async () => {
      const { user, captcha } = setup(withCaptcha([field('f-text', 'text', 'Subject')]), {
        [SAVE]: { status: 500, body: {} },
      });
      // The captcha library draws its own control (reCAPTCHA: an iframe) in the container.
      const challenge = document.createElement('input');
      challenge.type = 'checkbox';
      challenge.setAttribute('aria-label', 'I am not a robot');
      captcha.widgets.get(0)?.container.append(challenge);
      const send = screen.getByRole('button', { name: 'Send' });
      await user.click(send);
      await waitFor(() => expect(document.activeElement).toBe(challenge));
      captcha.solve(0);
      await user.click(send);
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe('Unable to send form. Please try again later.'),
      );
      // The button waits for a new answer, so it cannot keep focus: the message takes it.
      expect((send as HTMLButtonElement).disabled).toBe(true);
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    });

    it('resets the captcha on failure and keeps the button disabled until it is solved again', async () => {
      const { user, captcha } = setup(withCaptcha([field('f-text', 'text', 'Subject')]), {
        [SAVE]: { status: 500, body: {} },
      });
      captcha.solve(0);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe('Unable to send form. Please try again later.'),
      );
      expect(captcha.resets).toEqual([0]);
      expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
      captcha.solve(0);
      await waitFor(() =>
        expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false),
      );
    });
  });
});
