import type { HttpClient } from '@storefront-widgets/core';
import { loadCaptchaScript, renderCaptcha } from '@storefront-widgets/platform/captcha';
import { waitForDomSettle } from '@storefront-widgets/platform/dom';
import { createFetchState } from '@storefront-widgets/platform/fetchState';
import { matchesBreakpoint } from '@storefront-widgets/platform/layout';
import { scrollToElement } from '@storefront-widgets/platform/scroll';
import { isUrlTooLong, parseQueryString } from '@storefront-widgets/platform/urls';

export async function pageHelpers(client: HttpClient, root: HTMLElement, form: HTMLElement, siteKey: string) {
  const website = createFetchState(() => client.get('/api/website')); // getState(), subscribe(), fetch()
  await website.fetch();
  matchesBreakpoint('mobile', 432); // true; desktop from 433px; tablet never
  await waitForDomSettle(root); // 'settled' after 100 ms of quiet, or 'timeout' at 3000 ms
  scrollToElement(form); // 300 ms, 30 px above; 'Tween duration must be a finite number.'
  await loadCaptchaScript(); // 'Document was destroyed' when it fails to load
  const container = form.querySelector<HTMLElement>('.captcha');
  if (container && window.grecaptcha) renderCaptcha(container, { siteKey, api: window.grecaptcha }); // compact under 320px, data-widget-id
  parseQueryString(location.search); // qs: depth 5, array limit 20, parameter limit 1000
  isUrlTooLong(location.href); // over 2083 characters
}
