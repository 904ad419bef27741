import { SiteForm, type SiteFormProps } from '@storefront-widgets/site-form';
import { FORM_IDS } from '@storefront-widgets/test-utils';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dataTwins } from './support/dataTwins';
import { fill, inDocs, seededForm } from './support/storyHelpers';
import { loadStorefront, withStorefront } from './support/withStorefront';

const meta = {
  title: 'Widgets/SiteForm',
  component: SiteForm,
  parameters: { storeColumn: '36rem', ...inDocs({ height: '640px' }) },
  argTypes: dataTwins(SiteForm, {
    form: { twin: '`data-form` (JSON, or a child script element)', type: 'FormDefinition' },
    page: '`data-page-id`, `data-page-title`, `data-page-path`, `data-content-source`, `data-page-permission-type-value`',
    location: null,
    onSuccess: "the page's `storefront:form-submitted` event",
    onNewsletterSubscribed: null,
  }),
  loaders: [loadStorefront],
  decorators: [withStorefront],
  args: { form: seededForm(FORM_IDS.contact) },
} satisfies Meta<typeof SiteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement, name = 'Submit') =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

/** The form-level alert (one `role=alert` per form). */
const expectFormError = (canvasElement: HTMLElement, message: string) =>
  waitFor(() => expect(within(canvasElement).getByRole('alert').textContent).toBe(message));

/** Fills every required field of the contact form with valid answers. */
async function fillContact(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await fill(canvas.getByLabelText('First Name'), 'Ada');
  await fill(canvas.getByLabelText('Last Name'), 'Lovelace');
  await fill(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await fill(canvas.getByRole('textbox', { name: 'Message' }), 'Do you ship to Canada?');
  await userEvent.click(canvas.getByRole('radio', { name: 'Email' }));
}

/** A seeded one-field form whose save always answers the given status. */
async function submitStatusForm(canvasElement: HTMLElement) {
  await fill(within(canvasElement).getByRole('textbox', { name: 'Message' }), 'Hello');
  await submit(canvasElement);
}

/**
 * Every field kind: name, email, text, textarea with its 'n / max' counter, number, currency,
 * website, password, twitter, date, time, address, phone, section, radio, checkbox, select,
 * likert (hidden fields render nothing), the disclaimer and 'Submit'.
 */
export const AllFieldKinds: Story = {
  parameters: inDocs('inline'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByText('0 / 200')).toHaveLength(1);
    await expect(canvas.queryAllByRole('heading', { name: 'About you' })).toHaveLength(1);
    await expect(canvas.queryAllByRole('group', { name: 'Address' })).toHaveLength(1);
    await expect(canvas.queryAllByText('We never share your details.')).toHaveLength(1);
  },
};

/** Required fields left empty: 'Required' above each title, focus on the first invalid field. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Required')).toHaveLength(4));
    const firstName = canvas.getByLabelText('First Name');
    await expect(firstName.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(firstName.ownerDocument.activeElement).toBe(firstName));
  },
};

/** A malformed email: 'Email is not valid.' with the format hint. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Email' }), 'ada@');
    await submit(canvasElement);
    await canvas.findByText(/^Email is not valid\./);
  },
};

/** Over the textarea's limit: the counter turns to its error state, then 'You have exceeded the character limit.' */
export const CharacterLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Message' }), 'x'.repeat(201));
    const counter = canvas.getByText('201 / 200');
    await expect(counter.className).toContain('sf-counter--over');
    await submit(canvasElement);
    await canvas.findByText('You have exceeded the character limit.');
  },
};

/** Locked while saving: the button reads 'Submitting…' (the save is held open here). */
export const Submitting: Story = {
  parameters: { storefront: { backend: { answers: { 'POST /api/form/SaveFormSubmission': 'hold' } } } },
  play: async ({ canvasElement }) => {
    await fillContact(canvasElement);
    await submit(canvasElement);
    const button = await within(canvasElement).findByRole('button', { name: 'Submitting…' });
    await expect(button.getAttribute('aria-disabled')).toBe('true');
  },
};

/** Saved: the form is replaced by its submission text and post-submit HTML. */
export const SubmissionText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvasElement);
    await submit(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status.textContent).toBe('Thanks, we will be in touch.We usually answer within a day.');
  },
};

/** The contact form as an older copy of the page describes it: 'How many?' a plain text field. */
function contactFormWithTextQuantity() {
  const form = seededForm(FORM_IDS.contact);
  return {
    ...form,
    fields: form.fields.map((item) =>
      item.title === 'How many?'
        ? { id: item.id, type: 'text' as const, title: item.title, description: '', required: false }
        : item,
    ),
  };
}

/**
 * HTTP 400 with an error map: the server's message above the field's title, and the form's alert.
 * The page's copy of the form lets 'a dozen' through (its 'How many?' is a text field); the
 * server, which knows the field is a number, refuses it.
 */
export const ServerFieldErrors: Story = {
  args: { form: contactFormWithTextQuantity() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'How many?' }), 'a dozen');
    await submit(canvasElement);
    await expectFormError(canvasElement, 'One or more fields is invalid, please check your entries.');
    await canvas.findByText('Enter a number, such as 12 or 3.5.');
  },
};

/** HTTP 401: 'Unable to submit form. Please try again later.' */
export const Status401: Story = {
  args: { form: seededForm(FORM_IDS.status401) },
  play: async ({ canvasElement }) => {
    await submitStatusForm(canvasElement);
    await expectFormError(canvasElement, 'Unable to submit form. Please try again later.');
  },
};

/** HTTP 404 (a form the site does not know): 'This form has not been configured yet.' */
export const Status404: Story = {
  args: { form: { ...seededForm(FORM_IDS.status401), id: 'form-not-configured', name: 'Unknown form' } },
  play: async ({ canvasElement }) => {
    await submitStatusForm(canvasElement);
    await expectFormError(canvasElement, 'This form has not been configured yet.');
  },
};

/** HTTP 429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' */
export const Status429: Story = {
  args: { form: seededForm(FORM_IDS.status429) },
  play: async ({ canvasElement }) => {
    await submitStatusForm(canvasElement);
    await expectFormError(
      canvasElement,
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    );
  },
};

/** HTTP 500: 'Unable to send form. Please try again later.' */
export const Status500: Story = {
  args: { form: seededForm(FORM_IDS.status500) },
  play: async ({ canvasElement }) => {
    await submitStatusForm(canvasElement);
    await expectFormError(canvasElement, 'Unable to send form. Please try again later.');
  },
};

/** The key service fails: 'Could not get a form submission key, please try again later.' */
export const NoSubmissionKey: Story = {
  args: { form: seededForm(FORM_IDS.status500) },
  parameters: {
    storefront: {
      backend: {
        answers: { 'POST /api/form/FormSubmissionKey': { status: 503, body: { message: 'Unavailable' } } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await submitStatusForm(canvasElement);
    await expectFormError(canvasElement, 'Could not get a form submission key, please try again later.');
  },
};

const quote = seededForm(FORM_IDS.captchaRedirect);

/** The classic captcha not ticked: 'Complete CAPTCHA before submitting.' */
export const CaptchaIncomplete: Story = {
  args: { form: quote },
  parameters: { storefront: { captcha: true } },
  play: async ({ canvasElement }) => {
    await fill(within(canvasElement).getByRole('textbox', { name: 'Details' }), 'Twenty mugs');
    await submit(canvasElement);
    await expectFormError(canvasElement, 'Complete CAPTCHA before submitting.');
  },
};

/**
 * Any other refusal shows the server's text: here the captcha was rejected. The captcha is reset
 * and the submit button, bound to it, waits for a new tick.
 */
export const CaptchaRejected: Story = {
  args: { form: quote },
  parameters: { storefront: { captcha: { token: 'expired-token' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Details' }), 'Twenty mugs');
    const box = (await canvas.findByLabelText("I'm not a robot")) as HTMLInputElement;
    await userEvent.click(box);
    await submit(canvasElement);
    await expectFormError(canvasElement, 'reCAPTCHA failed. Refresh this page and try again.');
    await expect(box.checked).toBe(false);
    await expect((canvas.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  },
};

function RedirectProbe(props: SiteFormProps) {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <>
      <SiteForm {...props} location={{ search: '', assign: setUrl }} />
      {url && <p role="status">Redirected to {url}</p>}
    </>
  );
}

/** A form with a success URL redirects there (recorded here instead of leaving the story). */
export const Redirect: Story = {
  args: { form: quote },
  parameters: { storefront: { captcha: true } },
  render: (args) => <RedirectProbe {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Details' }), 'Twenty mugs');
    await userEvent.click(await canvas.findByLabelText("I'm not a robot"));
    await submit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status').textContent).toBe('Redirected to /thank-you'));
  },
};

/** The newsletter form (enterprise captcha, runs on submit): 'You are on the list.' */
export const Newsletter: Story = {
  args: { form: seededForm(FORM_IDS.newsletter) },
  parameters: { storefront: { captcha: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await submit(canvasElement, 'Sign up');
    await waitFor(() => expect(canvas.getByRole('status').textContent).toBe('You are on the list.'));
  },
};
