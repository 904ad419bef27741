// @vitest-environment happy-dom
import { createHttpClient } from '@storefront-widgets/core';
import {
  createFakeFetch,
  createTestProvider,
  renderer,
  screen,
} from '@storefront-widgets/test-utils/widgets';
import { expectCleanHydration, renderOnServerThenHydrate } from '@storefront-widgets/test-utils/widgets/ssr';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RestockForm, RestockSignupsPanel } from '../index';

// Server rendering is React's (react-dom/server); the preact pass has no server renderer.
describe.skipIf(renderer === 'preact')('restock widgets on the server', () => {
  it('RestockForm renders on the server, hydrates, and validates with its server-rendered field', async () => {
    const build = () => {
      const { Wrapper } = createTestProvider();
      return (
        <Wrapper>
          <RestockForm productId="prod-1" variantId="var-1" />
        </Wrapper>
      );
    };
    const hydrated = await renderOnServerThenHydrate(build);
    expect(hydrated.serverHtml).toContain('Sign Up');
    expectCleanHydration(hydrated);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }));
    const field = screen.getByRole('textbox', { name: 'Email Address' });
    expect(hydrated.serverElements).toContain(field);
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email cannot be blank',
    );
  });

  it('RestockSignupsPanel renders its loading state on the server, hydrates it, then lists the groups', async () => {
    const server = createFakeFetch({
      'GET /api/site-users/account/notifications/restock/groups': {
        status: 200,
        body: {
          signUpGroups: [
            {
              productId: 'prod-tee',
              productName: 'Tee',
              variantId: 'v1',
              variantAttributes: { Size: 'M' },
              count: 3,
              notifiedCount: 0,
            },
          ],
          hasNextPage: false,
          nextPageCursor: null,
        },
      },
    });
    server.hold();
    const client = createHttpClient({ fetch: server.fetch, getCrumb: () => 'crumb', getRetryLimit: 0 });
    const build = () => {
      const { Wrapper } = createTestProvider({ client });
      return (
        <Wrapper>
          <RestockSignupsPanel />
        </Wrapper>
      );
    };
    const hydrated = await renderOnServerThenHydrate(build);
    // The server shows what the browser shows while the groups load, so hydration moves nothing.
    expect(hydrated.serverHtml).toContain('Loading sign-ups…');
    expectCleanHydration(hydrated);
    server.release();
    expect(await screen.findByRole('row', { name: /Tee Size: M 3 0/ })).toBeDefined();
  });
});
