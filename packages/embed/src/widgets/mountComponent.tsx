import {
  type CaptchaApi,
  ErrorBoundary,
  StorefrontScope,
  settingsFromConfig,
} from '@storefront-widgets/react';
import { createElement as createPreactElement, render as renderPreact } from 'preact';
import { createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { emit } from '../api/events';
import { describeElement } from '../loader/describeElement';
import { ERROR_ATTRIBUTE, STATE_ATTRIBUTE, WIDGET_ATTRIBUTE } from '../loader/mountWidgets';
import { PRERENDERED_ATTRIBUTE } from '../loader/widgetAttributes';
import type { Runtime } from '../runtime';

/**
 * Reports a widget that crashed after mounting (a render, an effect): its element gets
 * `data-storefront-state="error"` and the reason, the console one error naming it, and the page a
 * `storefront:error` event. The other widgets are untouched.
 */
export function reportWidgetCrash(element: HTMLElement, error: unknown): void {
  const widget = element.getAttribute(WIDGET_ATTRIBUTE) ?? 'widget';
  const message = error instanceof Error ? error.message : String(error);
  element.setAttribute(STATE_ATTRIBUTE, 'error');
  element.setAttribute(ERROR_ATTRIBUTE, message);
  console.error(`[storefront] ${widget} on ${describeElement(element)} failed: ${message}`, error);
  emit('storefront:error', { widget, message, category: 'fault', element }, element.ownerDocument);
}

/** Widgets mounted on this page: each is a root of its own, so each names its id scope. */
let mounted = 0;
/** Whether `react` is preact/compat here (the drop-in's build): its elements are preact's own. */
const IS_PREACT = (createElement as unknown) === createPreactElement;

/**
 * Renders a widget into its marked element inside a provider holding the page's shared runtime
 * (`StorefrontScope`: no confirm host; the one widget that asks `confirm()`, the restock sign-ups panel, mounts its own).
 * An element the server marked `data-storefront-prerendered` holds the widget's own markup: under
 * preact (the drop-in's build) the widget takes those nodes over. preact's own `render` diffs the
 * widget against them, keeping each node (and the focus of a shopper who tabbed to one), setting
 * the attributes that differ (the client's ids) and adding what the server could not render;
 * `createRoot` (preact/compat's, as React's) would empty the element and build every node again,
 * for the page to style and lay out again. Any other element's children (a fallback, a JSON
 * island), and every element under React (the widget suites' React passes), are replaced. Each
 * provider scopes the ids its widget generates, so widgets on one page never share one. Each
 * widget has its own error boundary: a render or effect that throws shows that widget's fallback
 * and is reported ({@link reportWidgetCrash}); under preact it would otherwise stop the effects
 * and renders of every widget on the page.
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
  const tree = (
    <StorefrontScope
      client={runtime.client}
      cartStore={runtime.cartStore}
      messages={runtime.messages}
      locale={config.locale}
      currency={config.currency}
      navigation={runtime.navigation}
      {...(captcha ? { captcha } : {})}
      settings={settingsFromConfig(config)}
      idPrefix={`sf${++mounted}-`}
    >
      <ErrorBoundary onError={(error) => reportWidgetCrash(element, error)}>{widget}</ErrorBoundary>
    </StorefrontScope>
  );
  if (IS_PREACT && element.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    renderPreact(tree as Parameters<typeof renderPreact>[0], element);
    return () => renderPreact(null, element);
  }
  const root = createRoot(element);
  root.render(tree);
  return () => root.unmount();
}
