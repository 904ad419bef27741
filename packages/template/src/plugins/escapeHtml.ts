/**
 * Replaces `&`, `<`, `>` (and `"` when `quotes`) by their entities. A hand-written scan: on the
 * short strings templates escape it is about twice as fast as a regular expression.
 */
function escapeMarkup(text: string, quotes: boolean): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    let entity: string;
    switch (text.charCodeAt(i)) {
      case 38:
        entity = '&amp;';
        break;
      case 60:
        entity = '&lt;';
        break;
      case 62:
        entity = '&gt;';
        break;
      case 34:
        if (!quotes) continue;
        entity = '&quot;';
        break;
      default:
        continue;
    }
    out += text.slice(last, i) + entity;
    last = i + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** Escapes `&`, `<` and `>` for HTML text (what the `html` formatter writes). */
export function escapeHtml(text: string): string {
  return escapeMarkup(text, false);
}

/** Escapes `&`, `<`, `>` and `"` for an attribute value in double quotes (`htmlattr`). */
export function escapeHtmlAttribute(text: string): string {
  return escapeMarkup(text, true);
}
