import { useBrowserLayoutEffect } from './useBrowserLayoutEffect';

const injected = new Set<string>();

/**
 * Adds a widget's stylesheet to document.head once per page (plain class names, no CSS-in-JS).
 * Pages with a strict CSP can ship the same CSS in their own stylesheet; an existing
 * `<style data-sf-styles="id">` or `<link data-sf-styles="id">` is respected. The drop-in build
 * ships the CSS as storefront.css and bundles no strings, so there `css` is empty. A server-rendered
 * page puts the same `<style data-sf-styles="id">` in its head, so the markup is styled before
 * hydration (no layout shift).
 */
export function useStyles(id: string, css: string): void {
  useBrowserLayoutEffect(() => {
    if (!css) return;
    // A page that links the drop-in's complete stylesheet (`<link data-storefront-styles>`) needs
    // no injected <style>, which a strict Content-Security-Policy would refuse anyway.
    if (injected.has(id) || document.querySelector(`[data-sf-styles="${id}"], link[data-storefront-styles]`))
      return;
    injected.add(id);
    const style = document.createElement('style');
    style.dataset.sfStyles = id;
    style.textContent = css;
    document.head.appendChild(style);
  }, [id, css]);
}
