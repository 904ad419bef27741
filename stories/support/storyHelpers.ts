import { parseProduct } from '@storefront-widgets/add-to-cart-button';
import type { AddToCartProduct } from '@storefront-widgets/core';
import { createCatalogue, createFormCatalogue } from '@storefront-widgets/test-utils';
import { userEvent, within } from 'storybook/test';

/** A seeded product as a page carries it: parsed from the product JSON, as the drop-in does. */
export function seededProduct(id: string): AddToCartProduct {
  const found = createCatalogue().find((item) => item.id === id);
  if (!found) throw new Error(`no seeded product ${id}`);
  const product = parseProduct(found);
  if (typeof product === 'string') throw new Error(product);
  return product;
}

/** A seeded form definition (the backend stores the same ones). */
export function seededForm(id: string) {
  const form = createFormCatalogue().find((item) => item.id === id);
  if (!form) throw new Error(`no seeded form ${id}`);
  return form;
}

/** Queries over the whole document: dialogs are portalled to document.body, outside the canvas. */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Replaces a field's text in one input event (long texts would be slow to type key by key). */
export async function fill(element: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(element);
  await userEvent.click(element);
  if (text) await userEvent.paste(text);
}

/**
 * A story's docs-page parameters: `height` of the iframe it renders in there (room for the
 * dialog its play opens), or `inline` for the first story of a file, which the props table's
 * controls drive (controls reach only a story rendered in the docs page itself).
 */
export function inDocs(shown: { height: string } | 'inline') {
  return { docs: { story: shown === 'inline' ? { inline: true } : { iframeHeight: shown.height } } };
}
