import type { PageFieldsWindow } from '@storefront-widgets/core';

/** The part of a phone's window the census reads, at `href` with a document titled `title`. */
export function pageWindow(
  href = 'https://shop.test/products/tee?x=1',
  title = 'Tee · Shop',
): PageFieldsWindow {
  return {
    innerWidth: 390,
    innerHeight: 844,
    navigator: { userAgent: 'TestAgent/1.0' },
    screen: { width: 1170, height: 2532 },
    location: { href },
    document: { title },
  };
}
