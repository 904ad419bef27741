// axe-core in Chromium for the e2e tests: every rule over a page as it is now, or a few named.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One axe rule broken, with the elements that break it. */
export interface Violation {
  id: string;
  targets: string[];
}

/**
 * axe's colour-contrast check on controls that axe's own rule skips as inactive: busy buttons
 * ('Adding…', 'Added!', 'Submitting…' are aria-disabled) and disabled ones ('sold out', a submit
 * waiting for the captcha). WCAG exempts them, but a shopper still has to read them.
 */
export const INACTIVE_CONTRAST = {
  id: 'inactive-contrast',
  selector: 'button[aria-disabled="true"], button[disabled]',
  any: ['color-contrast'],
  tags: ['storefront'],
};

/** Runs axe over the page as it is now: every rule, or only those named. */
export async function axeViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(
    async ({ only, inactive }) => {
      const axe = (
        window as unknown as {
          axe: {
            configure(spec: object): void;
            run(context: Document, options: object): Promise<{ violations: unknown[] }>;
          };
        }
      ).axe;
      if (only?.includes(inactive.id)) axe.configure({ rules: [inactive] });
      const { violations } = await axe.run(document, only ? { runOnly: only } : {});
      return (violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>).map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { only: rules, inactive: INACTIVE_CONTRAST },
  );
}
