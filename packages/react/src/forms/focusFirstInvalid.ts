/**
 * Moves focus to the first field marked `aria-invalid="true"` inside `root`, in page order
 * (querySelector walks the DOM in document order). Returns whether a field was found.
 */
export function focusFirstInvalid(root: ParentNode | null): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus();
  return true;
}
