import { RestockForm } from '@storefront-widgets/restock-form';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dataTwins } from './support/dataTwins';
import { fill, inDocs } from './support/storyHelpers';
import { loadStorefront, withStorefront } from './support/withStorefront';

const meta = {
  title: 'Widgets/RestockForm',
  component: RestockForm,
  parameters: { storeColumn: '29rem', ...inDocs({ height: '360px' }) },
  argTypes: dataTwins(RestockForm, {
    productId: '`data-product-id`',
    variantId: '`data-variant-id`',
    merchandising: {
      twin: '`data-merchandising` (JSON, or a child script element)',
      type: 'RestockMerchandising',
    },
    successText: '`data-success-text`',
    emailLabel: '`data-email-label`',
    language: '`data-language`',
    isMultilingualTransactionalEmailsEnabled: '`data-is-multilingual-transactional-emails-enabled`',
    hasTranslationWidget: '`data-has-translation-widget`',
    onSuccess: "the page's `storefront:restock-signed-up` event",
    onError: "the page's `storefront:error` event",
  }),
  loaders: [loadStorefront],
  decorators: [withStorefront],
  // The tee in M / Black is out of stock.
  args: {
    productId: PRODUCT_IDS.tee,
    variantId: 'var-tee-m-blk',
    merchandising: {
      mailingListSignUpEnabled: true,
      restockNotificationMessages: { CTAText: 'Get an email when this item is back in stock.' },
    },
  },
} satisfies Meta<typeof RestockForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email?: string) {
  const canvas = within(canvasElement);
  if (email !== undefined) await fill(canvas.getByLabelText('Email Address'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
}

/** The email's error: text under the field, `aria-invalid`, described by it, and focused. */
async function expectEmailError(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await canvas.findByText(message);
  const email = canvas.getByLabelText('Email Address');
  await expect(email.getAttribute('aria-invalid')).toBe('true');
  await expect(email.getAttribute('aria-describedby')).toBe(canvas.getByText(message).id);
  await waitFor(() => expect(email.ownerDocument.activeElement).toBe(email));
}

const expectFormError = async (canvasElement: HTMLElement, message: string) => {
  await waitFor(() => expect(within(canvasElement).getByRole('alert').textContent).toBe(message));
};

/** The success box: the message, then the line that repeats the address. */
const expectSuccess = (canvasElement: HTMLElement, message: string) =>
  waitFor(() =>
    expect(
      within(canvasElement).getByRole('status').querySelector('.sf-form-success-title')?.textContent,
    ).toBe(message),
  );

/** Idle: the call to action, the email field, the mailing-list checkbox (unchecked) and 'Sign Up'. */
export const Idle: Story = {
  parameters: inDocs('inline'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByText('Get an email when this item is back in stock.')).toHaveLength(1);
    await expect((canvas.getByLabelText('Join our mailing list') as HTMLInputElement).checked).toBe(false);
  },
};

/** The merchandising context can pre-check the box and word it. */
export const MailingListOptedIn: Story = {
  args: {
    merchandising: {
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: true,
      restockNotificationMessages: {
        mailingListDescription: 'Also send me the monthly newsletter',
        buttonText: 'Notify me',
        placeholderText: 'you@example.com',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText('Also send me the monthly newsletter') as HTMLInputElement;
    await expect(box.checked).toBe(true);
    await expect(canvas.queryAllByRole('button', { name: 'Notify me' })).toHaveLength(1);
  },
};

/** Submitted empty: 'Email cannot be blank'. */
export const BlankEmail: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expectEmailError(canvasElement, 'Email cannot be blank');
  },
};

/** A malformed address: 'Email is invalid'. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'shopper@example');
    await expectEmailError(canvasElement, 'Email is invalid');
  },
};

/** Success: the form is replaced by 'Signed up!'. */
export const SignedUp: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'shopper@example.com');
    await expectSuccess(canvasElement, 'Signed up!');
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

const customText = 'Thanks! We will email you as soon as it is back.';

/** Success with the store's custom restock success text. */
export const CustomSuccessText: Story = {
  parameters: {
    storefront: {
      settings: { restockSuccessText: customText },
      backend: { restockSuccessText: customText },
    },
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'shopper@example.com');
    await expectSuccess(canvasElement, customText);
  },
};

/** The server refuses (the product was removed): its message shows in the form's alert. */
export const ServerFailure: Story = {
  args: { productId: 'prod-discontinued', variantId: 'var-discontinued' },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'shopper@example.com');
    await expectFormError(canvasElement, 'Sorry, that item is no longer available.');
  },
};

/** With the classic captcha: the 'I'm not a robot' box sits above the button. */
export const WithCaptcha: Story = {
  parameters: { storefront: { captcha: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByLabelText("I'm not a robot")).toHaveLength(1);
  },
};

/** Captcha not ticked: 'Complete CAPTCHA before submitting.' */
export const CaptchaIncomplete: Story = {
  parameters: { storefront: { captcha: true } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'shopper@example.com');
    await expectFormError(canvasElement, 'Complete CAPTCHA before submitting.');
  },
};

/** Captcha ticked: 'Signed up!' replaces the form and the captcha is gone (destroyed). */
export const CaptchaSignedUp: Story = {
  parameters: { storefront: { captcha: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByLabelText('Email Address'), 'shopper@example.com');
    await userEvent.click(await canvas.findByLabelText("I'm not a robot"));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expectSuccess(canvasElement, 'Signed up!');
    await expect(canvas.queryByLabelText("I'm not a robot")).toBeNull();
  },
};

/** The server rejects the captcha: its message shows and the captcha is reset (unticked). */
export const CaptchaRejected: Story = {
  parameters: { storefront: { captcha: { token: 'expired-token' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByLabelText('Email Address'), 'shopper@example.com');
    const box = (await canvas.findByLabelText("I'm not a robot")) as HTMLInputElement;
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expectFormError(canvasElement, 'reCAPTCHA failed. Refresh this page and try again.');
    await expect(box.checked).toBe(false);
  },
};

/** The enterprise captcha: its badge is hidden until a field has focus, and it runs on submit. */
export const EnterpriseCaptcha: Story = {
  parameters: { storefront: { captcha: true, settings: { captchaType: 'enterprise' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvasElement.querySelector('.sf-captcha');
    await expect(badge?.getAttribute('data-badge-visible')).toBe('false');
    await userEvent.click(canvas.getByLabelText('Email Address'));
    await waitFor(() => expect(badge?.getAttribute('data-badge-visible')).toBe('true'));
    await userEvent.paste('shopper@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expectSuccess(canvasElement, 'Signed up!');
  },
};
