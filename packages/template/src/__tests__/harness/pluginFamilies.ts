import {
  COMMERCE_FORMATTERS,
  COMMERCE_PREDICATES,
  CONTENT_FORMATTERS,
  CONTENT_PREDICATES,
  CORE_FORMATTERS,
  CORE_PREDICATES,
  DATE_FORMATTERS,
  I18N_FORMATTERS,
  I18N_PREDICATES,
  SOCIAL_FORMATTERS,
  SOCIAL_PREDICATES,
} from '@storefront-widgets/template';

/** Each family's formatter and predicate tables; a new family adds one line. */
const FAMILIES: Record<string, object[]> = {
  core: [CORE_FORMATTERS, CORE_PREDICATES],
  commerce: [COMMERCE_FORMATTERS, COMMERCE_PREDICATES],
  content: [CONTENT_FORMATTERS, CONTENT_PREDICATES],
  date: [DATE_FORMATTERS],
  i18n: [I18N_FORMATTERS, I18N_PREDICATES],
  social: [SOCIAL_FORMATTERS, SOCIAL_PREDICATES],
};

const escapeRegExp = (name: string) => name.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A call of one of the names: `|name` followed by arguments or the tag's end, or `name?` after a space or dot. */
const CALLS = Object.entries(FAMILIES).map(([family, tables]) => {
  const names = tables.flatMap((table) => Object.keys(table)).map(escapeRegExp);
  return [
    family,
    new RegExp(`(?:\\|(?:${names.join('|')})(?=[\\s:,/|}])|[\\s.](?:${names.join('|')}))`),
  ] as const;
});

/** The plugin families a template calls, for the differential test's agreement by family. */
export function familiesOf(template: string): string[] {
  return CALLS.filter(([, calls]) => calls.test(template)).map(([family]) => family);
}
