/**
 * The element matching `selector` in a widget's product block: searched from the nearest ancestor
 * of `from` outwards, so two product blocks on one page never touch each other's elements.
 */
export function findInProductBlock(from: Element | null, selector: string): Element | null {
  for (let node = from?.parentElement ?? null; node; node = node.parentElement) {
    const match = node.querySelector(selector);
    if (match) return match;
  }
  return null;
}

/** The product block's main image for a widget (see {@link findInProductBlock}). */
export function findProductImage(from: Element | null, selector: string): HTMLImageElement | null {
  const match = findInProductBlock(from, selector);
  return match instanceof HTMLImageElement ? match : null;
}
