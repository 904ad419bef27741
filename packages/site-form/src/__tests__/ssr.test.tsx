// @vitest-environment happy-dom
import { createForm, createFormField as field } from '@storefront-widgets/test-utils';
import { createTestProvider, renderer, screen } from '@storefront-widgets/test-utils/widgets';
import { expectCleanHydration, renderOnServerThenHydrate } from '@storefront-widgets/test-utils/widgets/ssr';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteForm } from '../index';

const form = createForm({
  id: 'form-1',
  name: 'Contact us',
  submitButtonText: 'Send',
  fields: [
    field({ id: 'f-email', type: 'email', title: 'Email', required: true }),
    field({ id: 'f-name', type: 'name', title: 'Name' }),
    field({ id: 'f-date', type: 'date', title: 'Date' }),
    field({ id: 'f-phone', type: 'phone', title: 'Phone', showCountryCode: true }),
    field({ id: 'f-radio', type: 'radio', title: 'Size', options: ['S', 'M'] }),
    field({ id: 'f-select', type: 'select', title: 'Country', options: ['FR', 'US'] }),
    field({ id: 'f-likert', type: 'likert', title: 'Opinion', options: ['Fast delivery'] }),
    field({ id: 'f-message', type: 'textarea', title: 'Message', maxLength: 10 }),
    field({ id: 'f-hidden', type: 'hidden', title: '', key: 'utm', value: 'none' }),
  ],
});

// Server rendering is React's (react-dom/server); the preact pass has no server renderer.
describe.skipIf(renderer === 'preact')('SiteForm on the server', () => {
  it('renders every field on the server without the page location, hydrates, and validates', async () => {
    const build = () => {
      const { Wrapper } = createTestProvider();
      // No `location` or `page`: their browser defaults must not be read while rendering.
      return (
        <Wrapper>
          <SiteForm form={form} />
        </Wrapper>
      );
    };
    const hydrated = await renderOnServerThenHydrate(build);
    expect(hydrated.serverHtml).toContain('0 / 10');
    expectCleanHydration(hydrated);
    const email = screen.getByLabelText(/^Email/);
    expect(hydrated.serverElements).toContain(email);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
