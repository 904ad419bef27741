// The example store's French edition (`?locale=fr-CA`): every widget in every state a shopper
// meets shows French only (no English catalogue message, no English money), and axe finds nothing.
import { CATALOGUE_EN, CATALOGUE_FR, type MessageId } from '@storefront-widgets/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, type Violation } from '../../../scripts/e2e/axe';
import { openPage, type PageProblems, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/**
 * The words of every English message that French words differently: the literal runs between
 * its arguments (`Select {variantName}` → `Select`; a plural's branches → `One item in cart`,
 * `items in cart`), four characters or more so that `and` or `OK` alone never match.
 */
const ENGLISH = [
  ...new Set(
    (Object.keys(CATALOGUE_EN) as MessageId[])
      .filter((id) => CATALOGUE_EN[id] !== CATALOGUE_FR[id])
      .flatMap((id) =>
        CATALOGUE_EN[id]
          // An ICU argument's head (`{count, plural, one {`) and a plain argument (`{amount}`).
          .replace(/\{\s*\w+\s*,\s*\w+\s*,?|\b(?:one|other|=\d+)\s*\{|\{\s*\w+\s*\}|#/g, '{')
          .split(/[{}]/),
      )
      .map((run) => run.trim())
      .filter((run) => run.length >= 4 && /[a-z]/i.test(run)),
  ),
];

/**
 * What a shopper may meet in the widgets now: the text of every widget and open dialog (hidden
 * parts too: a variant's restock form shows later), and the names a screen reader reads
 * (`aria-label`, `placeholder`, `title`) inside them.
 */
function widgetText(page: Page): Promise<string[]> {
  return page.$$eval(
    '[data-storefront-widget], [role="dialog"], [role="alertdialog"], [role="alert"], [role="status"]',
    (elements) =>
      elements.flatMap((element) => [
        // Each text node apart, so words of neighbouring elements never run together.
        ...(() => {
          const texts: string[] = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
          return texts;
        })(),
        ...[...element.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((named) =>
          ['aria-label', 'placeholder', 'title'].map((name) => named.getAttribute(name) ?? ''),
        ),
      ]),
  );
}

/**
 * The English messages (or English-formatted money, `$25.00`) among the widgets' text, but for
 * `ownerText`: what the store owner wrote (a form's own submit label), which the owner's
 * content, not the widgets' catalogue, puts there.
 */
async function englishOn(page: Page, ownerText: readonly string[]): Promise<string[]> {
  const text = (await widgetText(page))
    .map((part) => ownerText.reduce((rest, owned) => rest.replaceAll(owned, ''), part))
    .join('\n');
  return [
    // Whole words only: French 'Seconde' holds English 'Second'.
    ...ENGLISH.filter((run) =>
      new RegExp(`(?<!\\p{L})${run.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(text),
    ),
    ...(text.match(/(?:US)?\$\s?\d[\d,]*\.\d\d/g) ?? []),
  ];
}

describe('the French edition of the store (?locale=fr-CA)', () => {
  it('lists English catalogue words to look for', () => {
    expect(ENGLISH).toEqual(
      expect.arrayContaining(['Add To Cart', 'Adding…', 'Required', 'One item in cart']),
    );
    expect(ENGLISH).not.toContain('Total');
  });

  it('shows no English and no axe violation in any widget or state', async () => {
    const english: Record<string, string[]> = {};
    const violations: Record<string, Violation[]> = {};
    const problems: Record<string, PageProblems> = {};
    let page: Page | undefined;
    /** Records what the current page shows in `state`. */
    const check = async (state: string, ownerText: readonly string[] = []) => {
      if (!page) throw new Error('no page visited');
      const found = await englishOn(page, ownerText);
      if (found.length) english[state] = found;
      const broken = await axeViolations(page);
      if (broken.length) violations[state] = broken;
    };
    /** Opens `path` in French as a new visitor; the CSP is bypassed only so axe can be injected. */
    const visit = async (path: string): Promise<Page> => {
      await page?.context().close();
      const opened = await openPage(browser(), { bypassCSP: true });
      // Generous: eight engineers' builds and browsers share two cores.
      opened.context.setDefaultTimeout(15_000);
      problems[path] = opened.problems;
      await opened.page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}locale=fr-CA`);
      await waitForWidgets(opened.page);
      page = opened.page;
      return opened.page;
    };

    // A product with options, the installment pill and a restock form; its refusal and the
    // installment dialog.
    let current = await visit('/products/tee');
    expect(await current.getAttribute('html', 'lang')).toBe('fr-CA');
    await check('/products/tee');
    await current.getByRole('button', { name: 'Ajouter au panier' }).click();
    await current.getByRole('alertdialog').waitFor();
    await check('the add-to-cart alert');
    await current.keyboard.press('Escape');
    await current.getByRole('button', { name: 'En savoir plus sur Afterpay' }).click();
    await current.getByRole('dialog').getByText('Ajoutez vos articles préférés au panier').waitFor();
    await check('the installment info dialog');
    await current.keyboard.press('Escape');

    // Adding: 'Ajout…', 'Ajouté !', the cart pill with its count, money in French.
    current = await visit('/products/poster');
    const button = current.locator('.sf-add-to-cart__button');
    await button.click();
    await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe('Ajouté !');
    await current.getByRole('link', { name: /Un article dans le panier/ }).waitFor();
    await check('Ajouté ! and the cart pill');

    // A custom-form product's form and its errors.
    current = await visit('/products/engraved-mug');
    await current.locator('.sf-add-to-cart__button').click();
    const form = current.getByRole('dialog', { name: 'Engraving' });
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('.sf-field-error').count(), { timeout: 10_000 }).toBe(2);
    await check("the product form's errors");

    // The cart with the poster in it, then the 'Vider le panier' question.
    current = await visit('/products/poster');
    await current.locator('.sf-add-to-cart__button').click();
    await expect
      .poll(() => current.locator('.sf-add-to-cart__button').textContent(), { timeout: 10_000 })
      .toBe('Ajouté !');
    await current.goto(`${baseUrl}/cart?locale=fr-CA`);
    await waitForWidgets(current);
    await current.getByRole('button', { name: 'Passer à la caisse' }).waitFor();
    await check('the cart');
    await current.getByRole('button', { name: 'Vider le panier' }).click();
    await current.getByRole('dialog').or(current.getByRole('alertdialog')).waitFor();
    await check("the cart's 'Vider le panier' question");
    await current.getByRole('button', { name: 'Annuler' }).click();

    // The empty cart.
    await visit('/cart');
    await check('the empty cart');

    // A refused site form with every field kind, and a sold-out product.
    current = await visit('/contact');
    // The contact form's submit label is its owner's too.
    await current.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => current.locator('.sf-field-error').count(), { timeout: 10_000 }).toBe(4);
    // The field titled 'Country' is the owner's too.
    await check('a refused site form', ['Submit', 'Country']);
    await visit('/products/sold-out-vinyl');
    await check('sold out');

    // A refused restock sign-up: the email's error, then the captcha's.
    current = await visit('/restock');
    const restock = current.locator('[data-storefront-widget="restock-form"]').first();
    await restock.getByRole('button', { name: 'M’inscrire' }).click();
    await restock.getByText('Le courriel ne peut pas être vide').waitFor();
    await check('a refused restock sign-up');
    await page?.context().close();

    expect(english).toEqual({});
    expect(violations).toEqual({});
    for (const found of Object.values(problems)) expect(found.pageErrors).toEqual([]);
  }, 400_000);

  it('refuses a locale the store has no edition in, naming the editions', async () => {
    const response = await fetch(`${baseUrl}/products/tee?locale=de-DE`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Unknown locale "de-DE": the store is in en-US, fr-CA.');
  });
});
