import type { ShoppingProduct } from '@storefront-widgets/core/analytics';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The product of an add-to-cart block (its `data-product` JSON, on the element or in a child
 * `<script type="application/json" data-product>`), as shopping events read it; null when the
 * block has none or it lacks an id, a product type or variants (the widget reports those).
 */
export function productOf(element: Element | null): ShoppingProduct | null {
  if (!element) return null;
  const script = element.querySelector('script[type="application/json"][data-product]');
  try {
    const json: unknown = JSON.parse(
      (script ? script.textContent : element.getAttribute('data-product')) ?? '',
    );
    if (!isRecord(json) || typeof json.id !== 'string' || typeof json.productType !== 'number') return null;
    if (!Array.isArray(json.variants)) return null;
    return {
      id: json.id,
      name: typeof json.name === 'string' ? json.name : '',
      productType: json.productType as ShoppingProduct['productType'],
      isSubscribable: json.isSubscribable === true,
      variants: json.variants.filter(isRecord).map((variant) => ({
        sku: String(variant.sku),
        attributes: isRecord(variant.attributes) ? (variant.attributes as Record<string, string>) : {},
        ...(typeof variant.priceCents === 'number' ? { priceCents: variant.priceCents } : {}),
      })),
    };
  } catch {
    return null;
  }
}
