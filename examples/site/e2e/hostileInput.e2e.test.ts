import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  afterRendering,
  openPage,
  STEP_TIMEOUT_MS,
  useBrowser,
  waitForWidgets,
} from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/**
 * Strings an attacker can put into data (a product name, a form label, a server message): each
 * would call `window.__xss(n)` if the SDK ever treated it as markup or as a URL. Every field of
 * every widget gets one, on a page served WITHOUT a Content-Security-Policy, so nothing but the
 * SDK itself stands between the data and the page.
 */
const HOSTILE = [
  '<img src=x onerror="__xss(1)">',
  '"><script>__xss(2)</script>',
  "'><svg onload=__xss(3)>",
  'javascript:__xss(4)',
  '</script><script>__xss(5)</script>',
  '<iframe srcdoc="<script>parent.__xss(6)</script>"></iframe>',
  '{a, select, other {<img src=x onerror=__xss(7)>}}',
  '<a href="javascript:__xss(8)">click</a><details open ontoggle=__xss(9)>',
];
const hostile = (n: number) => HOSTILE[n % HOSTILE.length] ?? '';

/** JSON for an attribute value, escaped for HTML (the page itself must be well-formed). */
const attr = (value: unknown) => JSON.stringify(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const product = {
  id: 'prod-hostile',
  name: hostile(0),
  productType: 1,
  variantOptionOrdering: [hostile(1), hostile(2)],
  variants: [
    {
      id: 'var-h-1',
      sku: hostile(3),
      attributes: { [hostile(1)]: hostile(4), [hostile(2)]: hostile(5) },
      qtyInStock: 10,
      priceCents: 2500,
      imageUrl: 'javascript:__xss(10)',
    },
    {
      id: 'var-h-2',
      sku: hostile(6),
      attributes: { [hostile(1)]: hostile(7), [hostile(2)]: hostile(0) },
      qtyInStock: 5,
      priceCents: 2500,
      imageUrl: '"><img src=x onerror=__xss(11)>',
    },
  ],
  useCustomAddButtonText: true,
  customAddButtonText: hostile(1),
};

const form = {
  id: 'form-hostile',
  name: hostile(2),
  fields: [
    {
      id: 'name',
      type: 'text',
      title: hostile(0),
      description: hostile(1),
      placeholder: hostile(2),
      required: true,
    },
    { id: 'email', type: 'email', title: hostile(3), description: hostile(4), required: false },
    { id: 'topic', type: 'select', title: hostile(5), description: '', options: [hostile(6), hostile(7)] },
    { id: 'pick', type: 'radio', title: hostile(0), description: '', options: [hostile(1), hostile(2)] },
    { id: 'agree', type: 'checkbox', title: hostile(3), description: '', options: [hostile(4)] },
    { id: 'section', type: 'section', title: hostile(5), description: hostile(6) },
    { id: 'notes', type: 'textarea', title: hostile(7), description: '', maxLength: 500 },
  ],
  submissionMessage: hostile(0),
  submissionHtml: `<h2>Thanks</h2>${HOSTILE.join('')}<a href="javascript:__xss(12)">more</a>`,
  disclaimer: hostile(1),
  submitButtonText: hostile(2),
  successRedirect: null,
  captcha: { enabled: false },
};

const merchandising = {
  mailingListSignUpEnabled: true,
  mailingListOptInByDefault: false,
  restockNotificationMessages: {
    buttonText: hostile(3),
    CTAText: hostile(4),
    placeholderText: hostile(5),
    mailingListDescription: hostile(6),
  },
};

const installmentContext = {
  afterPayAvailable: true,
  afterPayMin: 2000,
  afterPayMax: 200000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hostile data</title>
<link rel="stylesheet" href="/assets/storefront/storefront.css" data-storefront-styles>
<script>window.__xssCalls = []; window.__xss = (n) => window.__xssCalls.push(n);</script>
<script type="application/json" data-storefront-config>${JSON.stringify({
  currency: 'USD',
  locale: 'en-US',
  restockSuccessText: hostile(7),
}).replaceAll('<', '\\u003c')}</script>
<script type="module" src="/assets/storefront/storefront.js" data-storefront></script>
</head><body>
<img class="product-image" src="/assets/site.css" alt="">
<div data-storefront-widget="add-to-cart" data-image-selector=".product-image" data-product="${attr(product)}"></div>
<div data-storefront-widget="restock-form" data-product-id="prod-hostile" data-variant-id="var-h-1"
  data-merchandising="${attr(merchandising)}" data-success-text="${escapeHtml(hostile(7))}"
  data-email-label="${escapeHtml(hostile(0))}" data-language="${escapeHtml(hostile(1))}"></div>
<div data-storefront-widget="site-form" data-form="${attr(form)}" data-page-title="${escapeHtml(hostile(2))}"
  data-page-path="${escapeHtml(hostile(3))}"></div>
<div data-storefront-widget="installment-pill" data-product-type="1" data-price="2500"
  data-installment-context="${attr(installmentContext)}" data-info-url-template="/hostile-info/{locale}.html"></div>
<div data-storefront-widget="cart-pill"></div>
</body></html>`;

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * The page and the server's answers, all carrying hostile strings: the add to cart and the
 * restock sign-up are refused with one as the message, the form is refused per field, then
 * accepted; the installment info page is hostile HTML.
 */
async function serveHostilePage(page: Page) {
  let formAttempts = 0;
  let restockAttempts = 0;
  await page.route(`${baseUrl}/hostile`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: PAGE }),
  );
  await page.route(`${baseUrl}/hostile-info/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<h1>Pay in 4</h1><p>${HOSTILE.join(' ')}</p><a href="javascript:__xss(13)">terms</a><script>__xss(14)</script>`,
    }),
  );
  await page.route(`${baseUrl}/api/commerce/shopping-cart/entries`, (route) =>
    json(route, 400, { message: hostile(1) }),
  );
  await page.route(`${baseUrl}/api/site-users/account/notifications/restock`, (route) => {
    restockAttempts += 1;
    return restockAttempts === 1
      ? json(route, 400, { message: hostile(2) })
      : json(route, 200, { message: hostile(7) });
  });
  await page.route(`${baseUrl}/api/form/FormSubmissionKey`, (route) =>
    json(route, 200, { data: { key: 'k' } }),
  );
  await page.route(`${baseUrl}/api/form/SaveFormSubmission`, (route) => {
    formAttempts += 1;
    return formAttempts === 1
      ? json(route, 400, { message: hostile(3), errors: { name: hostile(4), email: hostile(5) } })
      : json(route, 200, {});
  });
}

describe('hostile data, on a page without a Content-Security-Policy', () => {
  it('every widget, every field, every answer: nothing executes and the strings show as text', async () => {
    const { page, context, problems } = await openPage(browser());
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await serveHostilePage(page);
    const response = await page.goto(`${baseUrl}/hostile`);
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    await waitForWidgets(page);

    // Add to cart: options chosen (the image switches), the refusal's message in the alert.
    const selects = page.locator('[data-storefront-widget="add-to-cart"] select');
    expect(await selects.count()).toBe(2);
    await selects.nth(0).selectOption({ label: hostile(7) });
    await selects.nth(1).selectOption({ label: hostile(0) });
    await page.locator('[data-storefront-widget="add-to-cart"] button').first().click();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toContain(hostile(1));
    await alert.getByRole('button', { name: 'OK' }).click();

    // Restock: refused with a hostile message, then signed up with the hostile success text.
    const restock = page.locator('[data-storefront-widget="restock-form"]');
    expect(await restock.textContent()).toContain(hostile(4));
    await restock.locator('input[type="text"], input[type="email"]').first().fill('visitor@example.com');
    await restock.locator('button[type="submit"]').click();
    await expect.poll(() => restock.textContent()).toContain(hostile(2));
    await restock.locator('button[type="submit"]').click();
    await expect.poll(() => restock.textContent()).toContain(hostile(7));

    // Site form: every label as text, refused per field, then the submission text and the HTML.
    const siteForm = page.locator('[data-storefront-widget="site-form"]');
    const formText = await siteForm.textContent();
    for (const n of [0, 1, 3, 5, 6, 7]) expect(formText).toContain(hostile(n));
    await siteForm.locator('input[type="text"]').first().fill('Visitor');
    const shown = async (text: string) => ((await siteForm.textContent()) ?? '').split(text).length - 1;
    const before = await shown(hostile(4));
    await siteForm.locator('button[type="submit"]').click();
    await expect.poll(() => shown(hostile(4))).toBe(before + 1);
    await siteForm.locator('button[type="submit"]').click();
    const postSubmit = siteForm.locator('.sf-post-submit-html');
    await expect.poll(() => postSubmit.count()).toBe(1);
    expect(await siteForm.textContent()).toContain(hostile(0));
    expect(await postSubmit.locator('h2').textContent()).toBe('Thanks');
    expect(await postSubmit.innerHTML()).not.toMatch(/onerror|onload|ontoggle|<script|<iframe|javascript:/i);

    // Installment info: the page's text and safe structure, never its scripts, handlers or links.
    await page.locator('.sf-installment-pill-info').click();
    const info = page.getByRole('dialog');
    await expect.poll(() => info.textContent()).toContain('Pay in 4');
    expect(await info.locator('a').count()).toBe(0);
    await page.keyboard.press('Escape');

    // Any deferred handler (an image's onerror, a toggle) has had its turn once the page's
    // images have loaded or failed and two frames have rendered.
    await afterRendering(page);
    expect(await page.evaluate(() => (window as unknown as { __xssCalls: number[] }).__xssCalls)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(await page.locator('[data-storefront-state="error"]').count()).toBe(0);
    await context.close();
  });
});
