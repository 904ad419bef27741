import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectFocused,
  NO_PROBLEMS,
  openMounted,
  readAsOwner,
  useBrowser,
} from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();
const open = (path: string) => openMounted(browser(), `${baseUrl}${path}`);

const formAlert = (page: Page) => page.locator('.sf-site-form [role="alert"]');
const errorAbove = (page: Page, fieldClass: string) =>
  page.locator(`.sf-field--${fieldClass} .sf-field-error`);

describe('contact form (every field kind)', () => {
  it('shows Required on each empty required field, the email rule and the character limit', async () => {
    const { page, context, problems } = await open('/contact');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.locator('.sf-field-error').allTextContents())
      .toEqual(['Required', 'Required', 'Required', 'Required']);
    for (const kind of ['name', 'email', 'textarea', 'radio']) {
      expect(await errorAbove(page, kind).textContent()).toBe('Required');
    }
    // The first invalid field in page order (the name's first part) has focus.
    await expectFocused(page.getByLabel('First Name'));

    await page.getByLabel('Email', { exact: true }).first().fill('nobody');
    const message = page.getByLabel('Message');
    await message.fill('x'.repeat(201));
    expect(await page.locator('.sf-field--textarea').getByText('201 / 200').count()).toBe(1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => errorAbove(page, 'email').textContent()).toMatch(/^Email is not valid\./);
    expect(await errorAbove(page, 'textarea').textContent()).toBe('You have exceeded the character limit.');
    // The name is still empty: it is again the first invalid field.
    await expectFocused(page.getByLabel('First Name'));
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('refuses a time of 25:61, a count of -3.5 and a country code of "abc" beside each field', async () => {
    const { page, context, problems } = await open('/contact');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('SaveFormSubmission')) saves.push(request.url());
    });
    await page.getByLabel('How many?').fill('-3.5');
    await page.getByLabel('Hour').fill('25');
    await page.getByLabel('Minute').fill('61');
    await page.getByLabel('Country Code').fill('abc');
    await page.getByLabel('Line').fill('0132');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => errorAbove(page, 'number').textContent()).toBe('Enter 1 or more.');
    expect(await errorAbove(page, 'time').textContent()).toBe(
      'This time does not exist. Use hours 0–23 (1–12 with AM/PM) and minutes 0–59.',
    );
    expect(await errorAbove(page, 'phone').textContent()).toBe(
      'Enter the phone number in digits (a country code may start with +).',
    );
    // Each message sits just above its own field's title, not at the top of the form.
    for (const kind of ['number', 'time', 'phone']) {
      const gap = await page.locator(`.sf-field--${kind}`).evaluate((field) => {
        const error = field.querySelector('.sf-field-error')?.getBoundingClientRect();
        const title = field.querySelector('.sf-field-title')?.getBoundingClientRect();
        return error && title ? title.top - error.bottom : Number.NaN;
      });
      expect(gap, kind).toBeGreaterThanOrEqual(0);
      expect(gap, kind).toBeLessThan(12);
    }
    expect(saves).toEqual([]);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('lays out sub-labels at 14 px and the Likert scale in one row at 1280 px, one answer a line at 390 px', async () => {
    const { page, context } = await open('/contact');
    const answerRows = () =>
      page
        .getByRole('group', { name: 'The checkout was easy' })
        .locator('.sf-choice')
        .evaluateAll(
          (choices) => new Set(choices.map((choice) => Math.round(choice.getBoundingClientRect().top))).size,
        );
    expect(await page.getByText('First Name').evaluate((label) => getComputedStyle(label).fontSize)).toBe(
      '14px',
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await answerRows()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    // Never a row that leaves "Strongly Agree" alone: all five on one line or one a line.
    expect(await answerRows()).toBe(5);
    await context.close();
  });

  it("ties every kind of field's error to it: aria-describedby names the error, and a border in its red", async () => {
    const { page, context, problems } = await open('/contact');
    // The server refuses every field (a 400 with its field map), so each kind shows an error.
    const kinds = [
      'name',
      'email',
      'subject',
      'message',
      'date',
      'address',
      'phone',
      'contactBy',
      'topics',
      'country',
    ];
    await page.route('**/api/form/SaveFormSubmission', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: Object.fromEntries(kinds.map((id) => [id, `The server refuses ${id}`])),
        }),
      }),
    );
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email', { exact: true }).first().fill('ada@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('group', { name: 'Contact me by' }).getByLabel('Email').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.locator('.sf-field-error').count(), { timeout: 10_000 }).toBe(kinds.length);
    const fields = await page.locator('.sf-site-form .sf-field').evaluateAll((elements) =>
      elements.flatMap((field) => {
        const error = field.querySelector<HTMLElement>('.sf-field-error');
        if (!error) return [];
        const red = getComputedStyle(error).color;
        const controls = [...field.querySelectorAll<HTMLElement>('input, select, textarea')];
        const isTied = (control: HTMLElement) =>
          control.getAttribute('aria-invalid') === 'true' &&
          (control.getAttribute('aria-describedby') ?? '').split(' ').includes(error.id);
        // The border, or for a native checkbox or radio (which draws no CSS border) its outline.
        const isOutlinedRed = (control: HTMLElement) => {
          const style = getComputedStyle(control);
          return (
            (style.borderTopStyle !== 'none' && style.borderTopColor === red) ||
            (style.outlineStyle !== 'none' && style.outlineColor === red)
          );
        };
        // Seen tied too: the error sits closer to its own title than to the field above it.
        const title = field.querySelector('.sf-field-title')?.getBoundingClientRect();
        const above = field.previousElementSibling?.getBoundingClientRect();
        const box = error.getBoundingClientRect();
        const isCloserToItsTitle = !title || !above || title.top - box.bottom < box.top - above.bottom;
        return [
          {
            error: error.textContent,
            controls: controls.length,
            tied: controls.filter(isTied).length,
            red: controls.filter(isOutlinedRed).length,
            isCloserToItsTitle,
          },
        ];
      }),
    );
    expect(fields.map((field) => field.error)).toEqual(kinds.map((id) => `The server refuses ${id}`));
    for (const field of fields) {
      expect(field.controls).toBeGreaterThan(0);
      expect(field, field.error ?? '').toEqual({
        ...field,
        tied: field.controls,
        red: field.controls,
        isCloserToItsTitle: true,
      });
    }
    expect(await formAlert(page).textContent()).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    await expectFocused(page.getByLabel('First Name'));
    expect(problems.consoleErrors).toEqual([expect.stringContaining('status of 400')]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('submits: the submission text and post-submit HTML replace the form, and the event fires', async () => {
    const { page, context, problems } = await open('/contact?utm_source=e2e');
    await page.evaluate(() => {
      document.addEventListener('storefront:form-submitted', (event) => {
        (window as unknown as { submitted: unknown }).submitted = (event as CustomEvent).detail;
      });
    });
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email', { exact: true }).first().fill('ada@example.com');
    await page.getByLabel('Message').fill('Where is my order?');
    await page.getByRole('group', { name: 'Contact me by' }).getByLabel('Email').check();
    await page.getByLabel('Returns').check();
    await page.getByLabel('Country', { exact: true }).last().selectOption('GB');
    await page.getByRole('button', { name: 'Submit' }).click();
    const status = page.locator('.sf-form-submission');
    await status.waitFor({ timeout: 10_000 });
    expect(await status.locator('.sf-form-submission-text').textContent()).toBe(
      'Thanks, we will be in touch.',
    );
    expect(await status.locator('.sf-post-submit-html').textContent()).toBe(
      'We usually answer within a day.',
    );
    expect(await page.locator('.sf-site-form form').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { submitted: unknown }).submitted)).toEqual({
      formId: 'form-contact',
    });

    // What the server stored: the values keyed by field id, the hidden field from the query string.
    const stored = await readAsOwner<{
      submissions: Array<{ values?: Record<string, unknown>; form?: string }>;
    }>(browser(), baseUrl, '/api/dev/form-submissions?formId=form-contact');
    const last = JSON.stringify(stored.submissions.at(-1));
    expect(last).toContain('Lovelace');
    expect(last).toContain('e2e');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });
});

describe('server answers by status', () => {
  const cases = [
    ['401', 'Unable to submit form. Please try again later.'],
    ['404', 'This form has not been configured yet.'],
    ['429', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['500', 'Unable to send form. Please try again later.'],
  ] as const;
  for (const [status, text] of cases) {
    it(`${status}: ${text}`, async () => {
      const { page, context, problems } = await open(`/forms/status/${status}`);
      await page.getByLabel('Message').fill('Hello');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => formAlert(page).textContent(), { timeout: 10_000 }).toBe(text);
      // Focus moves to the message (not left on the button, not dropped to <body>).
      await expectFocused(formAlert(page));
      // The form stays, unlocked, with the visitor's text.
      expect(await page.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
      expect(await page.getByLabel('Message').inputValue()).toBe('Hello');
      expect(problems.consoleErrors).toEqual([expect.stringContaining(`status of ${status}`)]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      await context.close();
    });
  }
});

describe('captcha forms', () => {
  it('the classic captcha is required; once ticked the form redirects to its success page', async () => {
    const { page, context, problems } = await open('/quote');
    const submit = page.getByRole('button', { name: 'Submit' });
    const captcha = page.getByLabel('I am not a robot');
    await submit.click();
    await expectFocused(page.getByLabel('Details'));
    await page.getByLabel('Details').fill('Fifty mugs, engraved.');
    await submit.click();
    await expect.poll(() => formAlert(page).textContent()).toBe('Complete CAPTCHA before submitting.');
    // The submit button waits for a new captcha answer, and focus is on the captcha to answer.
    expect(await submit.isDisabled()).toBe(true);
    await expectFocused(captcha);
    await captcha.check();
    await expect.poll(() => submit.isEnabled()).toBe(true);

    // A server error: the message has focus (the button is disabled until the captcha is ticked again).
    await page.route('**/api/form/SaveFormSubmission', (route) => route.fulfill({ status: 500, body: '' }));
    await submit.click();
    await expect
      .poll(() => formAlert(page).textContent(), { timeout: 10_000 })
      .toBe('Unable to send form. Please try again later.');
    expect(await submit.isDisabled()).toBe(true);
    await expectFocused(formAlert(page));
    await page.unroute('**/api/form/SaveFormSubmission');
    await captcha.check();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL(`${baseUrl}/thank-you`);
    expect(await page.locator('h1').textContent()).toBe('Thank you');
    expect(problems.consoleErrors).toEqual([expect.stringContaining('status of 500')]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('the newsletter (enterprise captcha) signs up and shows its submission text', async () => {
    const { page, context, problems } = await open('/newsletter');
    await page.getByLabel('Email').fill('reader@example.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => page.locator('.sf-form-submission-text').textContent(), { timeout: 10_000 })
      .toBe('You are on the list.');
    const list = await readAsOwner<{ subscribers: unknown[] }>(browser(), baseUrl, '/api/dev/newsletter');
    expect(JSON.stringify(list.subscribers)).toContain('reader@example.com');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });
});
