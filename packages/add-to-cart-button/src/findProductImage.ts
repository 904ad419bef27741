/**
 * The product block's main image for a widget: the nearest ancestor of `from` that contains an
 * element matching `selector`, so two product blocks on one page never swap each other's image.
 */
export function findProductImage(from: Element | null, selector: string): HTMLImageElement | null {
  for (let node = from?.parentElement ?? null; node; node = node.parentElement) {
    const match = node.querySelector(selector);
    if (match instanceof HTMLImageElement) return match;
  }
  return null;
}
