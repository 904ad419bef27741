// @vitest-environment happy-dom
import { createCartStore, createHttpClient, getDefaultMessages } from '@storefront-widgets/core';
import {
  createCatalogue,
  createInPageBackend,
  createTestCaptcha,
  PRODUCT_IDS,
  TEST_CAPTCHA_SITE_KEY,
} from '@storefront-widgets/mock-backend/browser';
import { StorefrontProvider } from '@storefront-widgets/react';
import { render, screen } from '@storefront-widgets/test-utils/widgets';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RestockForm } from '../index';

describe('RestockForm against the reference backend with its development captcha', () => {
  it("signs up on the seeded store, whose site requires a captcha, after ticking createTestCaptcha's box", async () => {
    const backend = await createInPageBackend({ servedByBackend: false });
    const client = createHttpClient({ baseUrl: backend.origin, fetch: backend.fetch });
    const messages = getDefaultMessages();
    const product = createCatalogue().find((item) => item.id === PRODUCT_IDS.soldOutVinyl);
    const user = userEvent.setup();
    render(
      <StorefrontProvider
        client={client}
        cartStore={createCartStore({ client, messages })}
        messages={messages}
        captcha={createTestCaptcha()}
        settings={{ captchaSiteKey: TEST_CAPTCHA_SITE_KEY }}
      >
        <RestockForm productId={PRODUCT_IDS.soldOutVinyl} variantId={product?.variants[0]?.id ?? ''} />
      </StorefrontProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'ada@example.com');
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Signed up!', {}, { timeout: 5000 })).toBeDefined();
  });
});
