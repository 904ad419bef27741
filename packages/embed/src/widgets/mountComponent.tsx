import { type CaptchaApi, StorefrontProvider, settingsFromConfig } from '@storefront/react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Runtime } from '../runtime';

/**
 * Renders a widget into its marked element inside a provider holding the page's shared runtime.
 * The element's server-rendered children are replaced by the widget's identical markup. Each
 * provider scopes the ids its widget generates, so widgets on one page never share one.
 * `captcha` is passed only by the widgets that show one (see `windowCaptchaFor`).
 * @returns the unmount function.
 */
export function mountComponent(
  element: HTMLElement,
  runtime: Runtime,
  widget: ReactNode,
  { captcha }: { captcha?: CaptchaApi | undefined } = {},
): () => void {
  const { config } = runtime;
  const root = createRoot(element);
  root.render(
    <StorefrontProvider
      client={runtime.client}
      cartStore={runtime.cartStore}
      messages={runtime.messages}
      locale={config.locale}
      currency={config.currency}
      navigation={runtime.navigation}
      {...(captcha ? { captcha } : {})}
      settings={settingsFromConfig(config)}
    >
      {widget}
    </StorefrontProvider>,
  );
  return () => root.unmount();
}
