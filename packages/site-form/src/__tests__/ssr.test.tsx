// @vitest-environment happy-dom
import type { FormDefinition, FormField } from '@storefront/core';
import { createTestProvider, renderer, screen } from '@storefront/test-utils/widgets';
import { expectCleanHydration, renderOnServerThenHydrate } from '@storefront/test-utils/widgets/ssr';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteForm } from '../index';

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

const form: FormDefinition = {
  id: 'form-1',
  name: 'Contact us',
  fields: [
    field('f-email', 'email', 'Email', { required: true }),
    field('f-name', 'name', 'Name'),
    field('f-date', 'date', 'Date'),
    field('f-phone', 'phone', 'Phone', { showCountryCode: true }),
    field('f-radio', 'radio', 'Size', { options: ['S', 'M'] }),
    field('f-select', 'select', 'Country', { options: ['FR', 'US'] }),
    field('f-likert', 'likert', 'Opinion', { options: ['Fast delivery'] }),
    field('f-message', 'textarea', 'Message', { maxLength: 10 }),
    field('f-hidden', 'hidden', '', { key: 'utm', value: 'none' }),
  ],
  submissionMessage: 'Thank you!',
  submissionHtml: '',
  disclaimer: '',
  successRedirect: null,
  captcha: { enabled: false, type: 'classic', siteKey: '' },
  isNewsletter: false,
  submitButtonText: 'Send',
};

// Server rendering is React's (react-dom/server); the preact pass has no server renderer.
describe.skipIf(renderer === 'preact')('SiteForm on the server', () => {
  it('renders every field on the server without the page location, hydrates, and validates', async () => {
    const build = () => {
      const { Wrapper } = createTestProvider({ idPrefix: 'contact-' });
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
