import {
  hasCartCookie,
  onIdle,
  readCartCookie,
  readSiteUserInfo,
  shouldLoadCartAtStart,
} from '@storefront-widgets/core';
import { emit } from '../api/events';
import { installGlobalApi } from '../api/globalApi';
import { readConfig } from '../config/readConfig';
import { createPageRuntime, type Runtime } from '../runtime';
import { logMountError, mountWidgets, WIDGET_ATTRIBUTE } from './mountWidgets';
import { onFirstInteraction } from './onFirstInteraction';

/** Marks add-to-cart wrappers ready when the cart is not loaded at start. */
export const READY_ATTRIBUTE = 'data-storefront-ready';

/**
 * Starts the drop-in on a page: reads the configuration, loads the cart only under the platform's
 * rule, mounts every marked element, and keeps watching for elements added later.
 */
export function startStorefront(doc: Document = document): Promise<void> {
  const { config, errors } = readConfig(doc);
  for (const message of errors) console.error(`[storefront] ${message}`);

  let runtime: Promise<Runtime> | undefined;
  // The HTTP client and the plural formatter come after the widgets: when the visitor first
  // acts, or once the page is idle after mounting; a call before then loads them itself.
  const warmUp = () => {
    void runtime?.then((ready) => ready.client.preload()).catch(() => {});
  };
  // The runtime's code is in this file (every store page shows a widget); it is created on first
  // use, so a page without widgets or a cart creates none.
  const getRuntime = () => {
    if (!runtime) {
      runtime = createPageRuntime(config);
      onFirstInteraction(warmUp, doc);
    }
    return runtime;
  };
  installGlobalApi(getRuntime);

  if (
    shouldLoadCartAtStart({
      isAuthenticated: readSiteUserInfo().authenticated,
      hasCartCookie: hasCartCookie(),
      cartCookie: readCartCookie(),
    })
  ) {
    getRuntime()
      .then((ready) => ready.cartStore.getState().load())
      .catch((error: Error) => console.error(`[storefront] the cart could not be loaded: ${error.message}`));
  } else {
    doc.documentElement.setAttribute(READY_ATTRIBUTE, '');
  }

  const onError = (element: HTMLElement, widget: string, message: string) => {
    logMountError(element, widget, message);
    emit('storefront:error', { widget, message, category: 'fault', element }, doc);
  };
  const mountAll = () => mountWidgets({ root: doc, getRuntime, onError });

  // Elements added after start (client-side navigation, lazy sections) mount too.
  new MutationObserver((records) => {
    if (
      records.some((record) =>
        [...record.addedNodes].some(
          (node) =>
            node instanceof Element &&
            (node.hasAttribute(WIDGET_ATTRIBUTE) || node.querySelector(`[${WIDGET_ATTRIBUTE}]`)),
        ),
      )
    ) {
      void mountAll();
    }
  }).observe(doc.body, { childList: true, subtree: true });

  return mountAll().then(() => {
    if (runtime) onIdle(warmUp, doc.defaultView ?? window);
  });
}
