import type { InstallmentContext } from '@storefront-widgets/core';
import { InstallmentPill, type InstallmentPillProps } from '@storefront-widgets/installment-pill';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dataTwins } from './support/dataTwins';
import { inDocs, screenOf } from './support/storyHelpers';
import { loadStorefront, withStorefront } from './support/withStorefront';

const US: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: 3500,
  afterPayMax: 200000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

/**
 * The info page, served from the story instead of the provider's static host: the static
 * Storybook has no network, and a load failure would only be logged (storefront §7).
 */
const loadInfoPage = async (url: string) => `
  <h1>Pay in 4 interest-free installments</h1>
  <p>Split your purchase into 4 payments, due every 2 weeks. No interest, no fees when you pay on time.</p>
  <ul><li>Choose the installment option at checkout.</li><li>Pay the first installment today.</li></ul>
  <p><a href="https://example.com/installments/terms">Terms and conditions</a> (page: ${url})</p>`;

const meta = {
  title: 'Widgets/InstallmentPill',
  component: InstallmentPill,
  parameters: { storeColumn: '29rem', ...inDocs({ height: '120px' }) },
  argTypes: dataTwins(InstallmentPill, {
    productType: { twin: '`data-product-type` (1–5)', type: 'ProductType (1–5)' },
    priceMinorUnits: '`data-price` (integer minor units)',
    currency: '`data-currency` (ISO 4217)',
    context: { twin: '`data-installment-context` (JSON)', type: 'InstallmentContext | null' },
    infoUrlTemplate: '`data-info-url-template` (`{locale}`, `{brand}`)',
    loadPage: null,
  }),
  loaders: [loadStorefront],
  decorators: [withStorefront],
  args: { productType: 1, priceMinorUnits: 4000, context: US, loadPage: loadInfoPage },
} satisfies Meta<typeof InstallmentPill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pill's line as the shopper reads it (the last word shares a nowrap span with the ⓘ button). */
const expectText = (canvasElement: HTMLElement, text: string) =>
  expect(canvasElement.querySelector('.sf-installment-pill-text')?.textContent).toBe(text);

/** In range: 'or 4 interest-free payments of $10.00 with Afterpay' and the info button. */
export const InRange: Story = {
  parameters: inDocs('inline'),
  play: async ({ canvasElement }) => {
    await expectText(canvasElement, 'or 4 interest-free payments of $10.00 with Afterpay');
    await expect(
      within(canvasElement).queryAllByRole('button', { name: 'Learn more about Afterpay' }),
    ).toHaveLength(1);
  },
};

/** Not above the minimum: 'available for orders over $35.00'. */
export const BelowMinimum: Story = {
  args: { priceMinorUnits: 3500 },
  play: ({ canvasElement }) => expectText(canvasElement, 'available for orders over $35.00'),
};

/** Above the maximum: 'available for orders up to $2,000.00'. */
export const AboveMaximum: Story = {
  args: { priceMinorUnits: 200001 },
  play: ({ canvasElement }) => expectText(canvasElement, 'available for orders up to $2,000.00'),
};

/** The info button opens the lightbox, filled (as text) from the page chosen by locale. */
export const InfoModalOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Learn more about Afterpay' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Afterpay' });
    await waitFor(() =>
      expect(
        within(dialog).queryAllByRole('heading', { name: 'Pay in 4 interest-free installments' }),
      ).toHaveLength(1),
    );
    await expect(within(dialog).queryAllByRole('button', { name: 'Close' })).toHaveLength(1);
  },
};

/** In the UK the brand is Clearpay, in pounds. */
export const ClearpayGB: Story = {
  args: { context: { ...US, stripeAccountCountry: 'GB' }, currency: 'GBP' },
  play: async ({ canvasElement }) => {
    await expectText(canvasElement, 'or 4 interest-free payments of £10.00 with Clearpay');
  },
};

function NotShown({ caption, ...props }: InstallmentPillProps & { caption: string }) {
  return (
    <>
      <p>{caption}</p>
      <InstallmentPill {...props} />
    </>
  );
}

/** A digital product does not qualify (only physical products do): nothing is rendered. */
export const NotEligibleProduct: Story = {
  args: { productType: 2 },
  render: (args) => <NotShown {...args} caption="Digital product: no installment badge." />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sf-installment-pill')).toBeNull();
  },
};

/** The store has installments turned off for this item: nothing is rendered. */
export const NotAvailable: Story = {
  args: { context: { ...US, afterPayAvailable: false } },
  render: (args) => <NotShown {...args} caption="Installments unavailable: no badge." />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sf-installment-pill')).toBeNull();
  },
};
