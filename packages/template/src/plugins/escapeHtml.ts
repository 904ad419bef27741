const TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes `&`, `<` and `>` for HTML text (what the `html` formatter writes). */
export function escapeHtml(text: string): string {
  return /[&<>]/.test(text) ? text.replace(/[&<>]/g, (char) => TEXT[char]!) : text;
}

/** Escapes `&`, `<`, `>` and `"` for an attribute value in double quotes (`htmlattr`). */
export function escapeHtmlAttribute(text: string): string {
  return /[&<>"]/.test(text) ? text.replace(/[&<>"]/g, (char) => TEXT[char]!) : text;
}
