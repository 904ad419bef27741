// @vitest-environment happy-dom
import type { FormField } from '@storefront-widgets/core';
import {
  axeViolations,
  createTestProvider,
  render,
  screen,
  waitFor,
} from '@storefront-widgets/test-utils/widgets';
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
  description: 'Help text',
  required: true,
  ...extra,
});

const fields: FormField[] = [
  field('a', 'text', 'Subject'),
  field('b', 'textarea', 'Message', { maxLength: 20 }),
  field('c', 'name', 'Name'),
  field('d', 'phone', 'Phone'),
  field('e', 'radio', 'Size', { options: ['S', 'M'] }),
  field('f', 'checkbox', 'Topics', { options: ['News'] }),
  field('g', 'select', 'Country', { options: ['FR'] }),
  field('h', 'likert', 'Opinion', { options: ['Fast delivery'], required: false }),
  field('i', 'section', 'More'),
];

describe('SiteForm accessibility', () => {
  it('has no axe violations, before and after a failed submit', async () => {
    const { Wrapper } = createTestProvider();
    const { container } = render(
      <SiteForm
        form={{
          id: 'f',
          name: 'Contact',
          fields,
          submissionMessage: '',
          submissionHtml: '',
          disclaimer: '',
          successRedirect: null,
          captcha: { enabled: false, type: 'classic', siteKey: '' },
          isNewsletter: false,
          submitButtonText: 'Send',
        }}
      />,
      { wrapper: Wrapper },
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThan(0));
    expect(await axeViolations(container)).toEqual([]);
  });
});
