// @vitest-environment happy-dom
import { createHttpClient, type RestockSignUpGroup } from '@storefront-widgets/core';
import {
  createFakeFetch,
  createTestProvider,
  render,
  screen,
  waitFor,
  within,
} from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RestockSignupsPanel } from '../index';

const GROUPS = 'GET /api/site-users/account/notifications/restock/groups';
const group = (productName: string, variantId: string, count: number, size: string): RestockSignUpGroup => ({
  productId: `prod-${productName.toLowerCase()}`,
  productName,
  variantId,
  variantAttributes: { Size: size },
  count,
  notifiedCount: 0,
});

function setup(routes: Parameters<typeof createFakeFetch>[0]) {
  const server = createFakeFetch(routes);
  const client = createHttpClient({ fetch: server.fetch, getCrumb: () => 'crumb', getRetryLimit: 0 });
  const { Wrapper } = createTestProvider({ client });
  render(<RestockSignupsPanel />, { wrapper: Wrapper });
  return { server, user: userEvent.setup() };
}

const pages = {
  [GROUPS]: ({ url }: { url: URL }) =>
    url.searchParams.get('cursor') === 'page-2'
      ? {
          status: 200,
          body: { signUpGroups: [group('Scarf', 'v3', 1, 'One')], hasNextPage: false, nextPageCursor: null },
        }
      : {
          status: 200,
          body: {
            signUpGroups: [group('Tee', 'v1', 3, 'M'), group('Tee', 'v2', 2, 'L')],
            hasNextPage: true,
            nextPageCursor: 'page-2',
          },
        },
};

describe('RestockSignupsPanel', () => {
  it('lists groups with per-variant counts and pages with "Load more"', async () => {
    const { user } = setup(pages);
    expect(screen.queryAllByText('Loading sign-ups…')).toHaveLength(1);
    const row = await screen.findByRole('row', { name: /Tee Size: M 3 0/ });
    expect(within(row).queryAllByRole('button', { name: 'Send to 3 waiting for Tee, Size: M' })).toHaveLength(
      1,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findAllByRole('row', { name: /Scarf Size: One 1 0/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends one group and shows it as notified', async () => {
    const { user, server } = setup({
      ...pages,
      'POST /api/site-users/account/notifications/restock/send': { status: 200, body: { notifiedCount: 3 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send to 3 waiting for Tee, Size: M' }));
    expect(await screen.findAllByRole('row', { name: /Tee Size: M 0 3/ })).toHaveLength(1);
    expect(server.requests.at(-1)).toMatchObject({
      path: '/api/site-users/account/notifications/restock/send',
      body: { productId: 'prod-tee', variantId: 'v1' },
    });
    expect(screen.getByRole('status').textContent).toBe('Notified 3 for Tee, Size: M');
  });

  it('sends all after confirmation, and nothing when cancelled', async () => {
    const { user, server } = setup({
      ...pages,
      'POST /api/site-users/account/notifications/restock/send/all': {
        status: 200,
        body: { notifiedCount: 5 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send all' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((request) => request.path.endsWith('/send/all'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Send all' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Send all notifications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send all' }));
    await waitFor(() => expect(screen.queryAllByRole('row', { name: /Tee Size: L 0 2/ })).toHaveLength(1));
    expect(server.requests.at(-1)?.body).toEqual({
      sendRequests: [
        { productId: 'prod-tee', variantId: 'v1' },
        { productId: 'prod-tee', variantId: 'v2' },
      ],
    });
  });

  it('says when there are no sign-ups', async () => {
    setup({
      [GROUPS]: { status: 200, body: { signUpGroups: [], hasNextPage: false, nextPageCursor: null } },
    });
    expect(await screen.findAllByText('No restock sign-ups yet.')).toHaveLength(1);
  });

  it("shows the server's error and retries", async () => {
    let calls = 0;
    const { user } = setup({
      [GROUPS]: () =>
        calls++ === 0
          ? { status: 500, body: { message: 'Service unavailable' } }
          : { status: 200, body: { signUpGroups: [], hasNextPage: false, nextPageCursor: null } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('No restock sign-ups yet.')).toHaveLength(1);
  });
});
