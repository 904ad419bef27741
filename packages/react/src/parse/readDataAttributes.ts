/**
 * Reads an optional boolean `data-*` attribute: absent → undefined, '' or 'true' → true,
 * 'false' → false, anything else → an error message naming the attribute.
 * `name` is the dataset key (camelCase), e.g. `isCartPage` for `data-is-cart-page`.
 */
export function readBooleanData(element: HTMLElement, name: string): boolean | undefined | { error: string } {
  const value = element.dataset[name];
  if (value === undefined) return undefined;
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  return { error: `${toAttributeName(name)} must be true or false, got "${value}"` };
}

/** Reads a JSON `data-*` attribute, or a child `<script type="application/json" data-<name>>`. */
export function readJsonData(
  element: HTMLElement,
  name: string,
): { value: unknown } | { error: string } | undefined {
  const attribute = toAttributeName(name);
  const script = element.querySelector(`script[type="application/json"][${attribute}]`);
  const text = script ? script.textContent : element.dataset[name];
  if (text === undefined || text === null || text.trim() === '') return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: `${attribute} is not valid JSON (${(error as Error).message})` };
  }
}

/** `isCartPage` → `data-is-cart-page`. */
export function toAttributeName(datasetKey: string): string {
  return `data-${datasetKey.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Narrows a reader's result to its error message, if any. */
export function isReadError(value: unknown): value is { error: string } {
  return typeof value === 'object' && value !== null && 'error' in value;
}
