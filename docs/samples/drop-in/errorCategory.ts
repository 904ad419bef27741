// A page's own listener: count shoppers' refusals apart from faults of the site.
import type { StorefrontEventMap } from '@storefront-widgets/embed';

export function watchErrors(onFault: (widget: string, message: string) => void) {
  let refusals = 0;
  document.addEventListener('storefront:error', (event) => {
    const { widget, message, category } = (event as CustomEvent<StorefrontEventMap['storefront:error']>)
      .detail;
    // 'refusal': "Please select the Size and Color options.", a 400 or 429 answer, a declined captcha.
    if (category === 'refusal') refusals += 1;
    else onFault(widget, message); // a crash, a failed mount, no answer, a 5xx
  });
  return () => refusals;
}
