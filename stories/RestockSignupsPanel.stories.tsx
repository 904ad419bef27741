import { closeConfirm } from '@storefront-widgets/react';
import { RestockSignupsPanel } from '@storefront-widgets/restock-form';
import { createCatalogue, PRODUCT_IDS } from '@storefront-widgets/test-utils';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inDocs, screenOf } from './support/storyHelpers';
import {
  loadStorefront,
  type StorefrontParameters,
  type StoryRestockSignUp,
  withStorefront,
} from './support/withStorefront';

const meta = {
  title: 'Owner/RestockSignupsPanel',
  component: RestockSignupsPanel,
  parameters: inDocs({ height: '420px' }),
  loaders: [loadStorefront],
  decorators: [withStorefront],
  // An open 'Send all' question must not outlive its story: the confirm queue is page-wide.
  beforeEach: () => () => closeConfirm(),
} satisfies Meta<typeof RestockSignupsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const signUp = (productId: string, variantId: string, n: number): StoryRestockSignUp => ({
  productId,
  variantId,
  siteVisitorEmail: `shopper${n}@example.com`,
});

/** Signed in as the seeded store owner, with these sign-ups made beforehand. */
const asOwner = (
  restockSignUps: StoryRestockSignUp[] = [],
  extra: StorefrontParameters = {},
): { storefront: StorefrontParameters } => ({
  storefront: { signIn: 'owner', restockSignUps, ...extra },
});

const FEW = [
  signUp(PRODUCT_IDS.tee, 'var-tee-m-blk', 1),
  signUp(PRODUCT_IDS.tee, 'var-tee-m-blk', 2),
  signUp(PRODUCT_IDS.soldOutVinyl, 'var-vinyl-ltd', 3),
];

/** One sign-up for each of 22 variants: the seeded catalogue's 16 plus 6 story products. */
const EXTRA_PRODUCTS = 6;
const MANY = [
  ...createCatalogue().flatMap((product) => product.variants.map((variant) => [product.id, variant.id])),
  ...Array.from({ length: EXTRA_PRODUCTS }, (_, index) => [
    `prod-story-${index + 1}`,
    `var-sticker-${index + 1}`,
  ]),
].map(([productId = '', variantId = ''], index) => signUp(productId, variantId, index));

const rows = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByRole('row').slice(1); /* minus the header row */

/** Waiting for the first page: 'Loading sign-ups…' (the request is held open here). */
export const Loading: Story = {
  parameters: {
    ...asOwner([], {
      backend: { answers: { 'GET /api/site-users/account/notifications/restock/groups': 'hold' } },
    }),
    ...inDocs('inline'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByText('Loading sign-ups…')).toHaveLength(1);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** No one is waiting: 'No restock sign-ups yet.' */
export const Empty: Story = {
  parameters: asOwner(),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No restock sign-ups yet.');
  },
};

/** One page: a row per product and variant with its waiting and notified counts. */
export const OnePage: Story = {
  parameters: asOwner(FEW),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tee = await canvas.findByRole('row', { name: /Classic Tee/ });
    await expect(within(tee).queryAllByText('Size: M, Color: Black')).toHaveLength(1);
    await expect(
      within(tee)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Size: M, Color: Black', '2', '0', 'Send']);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** Send: the waiting sign-ups of one variant are notified and move to the 'Notified' column. */
export const SendOne: Story = {
  parameters: asOwner(FEW),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tee = await canvas.findByRole('row', { name: /Classic Tee/ });
    await userEvent.click(within(tee).getByRole('button', { name: /^Send to 2 waiting for Classic Tee/ }));
    await waitFor(() =>
      expect(
        within(tee)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['Size: M, Color: Black', '0', '2', 'Send']),
    );
  },
};

/** More than a page (20 groups): 'Load more' appends the next page and announces it. */
export const Pages: Story = {
  parameters: asOwner(MANY, { backend: { extraProducts: EXTRA_PRODUCTS } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(MANY.length));
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status').textContent).toBe('2 more loaded'));
  },
};

/** The first page before 'Load more'. */
export const FirstOfTwoPages: Story = {
  parameters: asOwner(MANY, { backend: { extraProducts: EXTRA_PRODUCTS } }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Load more' });
    await expect(rows(canvasElement)).toHaveLength(20);
  },
};

/** Not signed in as the owner: the server's message and 'Try again'. */
export const LoadError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).queryAllByText('You must be signed in as the store owner.')).toHaveLength(1);
    await expect(within(alert).queryAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  },
};

/** 'Send all' asks first: the confirm dialog names how many sign-ups will be emailed. */
export const SendAllConfirm: Story = {
  parameters: asOwner(FEW),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Send all' }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Send all notifications?',
    });
    await expect(
      within(dialog).queryAllByText('3 waiting sign-ups will be emailed that their item is back in stock.'),
    ).toHaveLength(1);
    await expect(within(dialog).queryAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
  },
};
