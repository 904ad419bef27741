import type { PageJson, WebsiteSettings } from '../pageData/sitePages';
import { infoPage } from '../pageData/sitePages';

/** The owner pages a sign-in may return to; anything else goes to the analytics. */
export const OWNER_PAGES = ['/analytics', '/owner/restock'] as const;

/** Where a sign-in continues: `next` when it is an owner page, else `/analytics` (no open redirect). */
export const ownerDestination = (next: unknown): string =>
  OWNER_PAGES.find((page) => page === next) ?? OWNER_PAGES[0];

/** What the sign-in form shows besides its fields. */
export interface SignInFormState {
  /** The crumb the form posts back (`crumb` field). */
  crumb: string;
  /** Where a successful sign-in continues. @default '/analytics' */
  next?: string;
  /** The email typed before a refused attempt, kept so nothing is lost. @default '' */
  email?: string;
  /** Why the last attempt was refused. */
  error?: string;
  /** Why the visitor is asked to sign in (an owner page they opened). */
  reason?: string;
  /**
   * The seeded owner's credentials, shown on the page only while the backend still uses the
   * example's seeded accounts.
   */
  example?: { email: string; password: string };
}

/** /owner/sign-in (owner-sign-in.jsont): the store owner's sign-in form. */
export const ownerSignInPage = (site: WebsiteSettings, form: SignInFormState): PageJson => ({
  ...infoPage(site, 'Store owner sign-in', form.reason ? [form.reason] : []),
  signIn: {
    crumb: form.crumb,
    next: ownerDestination(form.next),
    email: form.email ?? '',
    ...(form.error ? { error: form.error } : {}),
    ...(form.example ? { example: form.example } : {}),
  },
});

/**
 * /owner/restock (owner-restock.jsont): the restock sign-ups panel widget. The page carries the
 * owner's XSRF token in the drop-in's configuration, so the panel's sends are accepted.
 */
export const ownerRestockPage = (site: WebsiteSettings, siteUserXsrfToken: string): PageJson => {
  const page = infoPage(site, 'Restock sign-ups', [
    'Shoppers waiting for a sold-out item, per product and variant. Send tells them it is back in stock.',
  ]);
  return { ...page, storefrontConfig: { ...page.storefrontConfig, siteUserXsrfToken } };
};
