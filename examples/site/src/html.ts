/** HTML text that is already safe to send; produced only by {@link html} and {@link raw}. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Marks trusted markup as safe (for the site's own templates only). */
export const raw = (markup: string): SafeHtml => new SafeHtml(markup);

type Interpolation = SafeHtml | string | number | boolean | null | undefined | Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template that escapes every interpolated value unless it is already {@link SafeHtml}. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** A JSON value for a `data-*` attribute (escaped by {@link html} when interpolated). */
export const jsonAttribute = (value: unknown): string => JSON.stringify(value);

/**
 * JSON inside a `<script type="application/json">` element. Script text is not entity-decoded,
 * so instead of HTML escaping, `<` is written as `\u003c` so no `</script>` can close it early.
 */
export const scriptJson = (value: unknown): SafeHtml => raw(JSON.stringify(value).replace(/</g, '\\u003c'));
