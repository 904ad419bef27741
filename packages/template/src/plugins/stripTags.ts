/**
 * Removes every `<…>` from the text: from each `<` to the next `>`, as `/<[^>]*>/g` would. One
 * pass with `indexOf`: once no `>` follows a `<` nothing more can match, so 40,000 unclosed `<`
 * cost one scan instead of one scan each.
 */
export function stripTags(text: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = text.indexOf('<', from);
    if (open < 0) break;
    const close = text.indexOf('>', open + 1);
    if (close < 0) break;
    out += text.slice(from, open);
    from = close + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}
