import { useContext } from 'react';
import { StorefrontContext } from '../context/StorefrontContext';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect';

/** The custom property `storefront.css` defines on `:root`: its presence means it is loaded. */
export const STYLESHEET_MARKER = '--sf-stylesheet';

/** Whether the complete stylesheet is already on the page, however it got there. */
function hasStorefrontStylesheet(doc: Document): boolean {
  // A <link data-storefront-styles> is known before it has loaded; an import through a bundler
  // (a <style> or <link> of its own) is known by the custom property the stylesheet defines.
  if (doc.querySelector('link[data-storefront-styles]')) return true;
  const view = doc.defaultView;
  return view
    ? view.getComputedStyle(doc.documentElement).getPropertyValue(STYLESHEET_MARKER).trim() !== ''
    : false;
}

/**
 * Adds a widget's stylesheet to `document.head`, once per document (plain class names, no
 * CSS-in-JS). Nothing is added when the page provides the styles: the provider's
 * `injectStyles={false}`, `storefront.css` loaded by a `<link>` or a bundler import, or an
 * existing `<style data-sf-styles="id">` / `<link data-sf-styles="id">` (a server-rendered page
 * puts the same `<style>` in its head, so the markup is styled before hydration). The drop-in
 * build ships the CSS as storefront.css and bundles no strings, so there `css` is empty.
 */
export function useStyles(id: string, css: string): void {
  const isInjecting = useContext(StorefrontContext)?.injectStyles ?? true;
  useBrowserLayoutEffect(() => {
    if (!css || !isInjecting) return;
    // The element itself is the once-per-document record: a second widget finds it.
    if (document.querySelector(`[data-sf-styles="${id}"]`) || hasStorefrontStylesheet(document)) return;
    const style = document.createElement('style');
    style.dataset.sfStyles = id;
    style.textContent = css;
    document.head.appendChild(style);
  }, [id, css, isInjecting]);
}
