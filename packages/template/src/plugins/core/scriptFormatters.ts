import type { FormatterTable } from '../FormatterDefinition';

/** Characters a JSON island must not hold as they are, and their JSON escapes. */
const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside `<script type="application/json">`: `<`, `>`, `&`, U+2028 and U+2029 are
 * written as `\u` escapes, so no value can close the script (`</script>`), open a comment that
 * swallows the rest of the page (`<!--<script>`), or break a reader that treats the text as
 * JavaScript. `JSON.parse` reads the same value back. Nothing for `undefined`.
 */
function jsonForScript(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c] ?? c);
}

/**
 * Formatters for script contexts: `{data|json-script}` inside
 * `<script type="application/json">…</script>`.
 */
export const SCRIPT_FORMATTERS: FormatterTable = {
  'json-script': (value) => jsonForScript(value),
};
