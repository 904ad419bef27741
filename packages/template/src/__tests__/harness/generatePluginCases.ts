import type { CaseOptions } from './goldenCase';
import type { PluginSamples } from './PluginSamples';

/** A case of the plugin sweep: one call on one sample value. */
export interface PluginCase {
  label: string;
  template: string;
  data: unknown;
  options: CaseOptions;
}

/** A second instant for calls that take two variables (`{@, w|datetime-interval}`). */
const SECOND_VALUE = 1_700_500_000_000;
const TWO_VALUES = new Set(['datetime-interval']);

/**
 * Every formatter and predicate of each family with each of its sample argument lists, on each of
 * the family's sample values, the value as the current node (so plugins that look names up from
 * the current scope see the value's own fields). Locales take turns.
 */
export function generatePluginCases(families: PluginSamples[], locales: readonly string[]): PluginCase[] {
  const cases: PluginCase[] = [];
  for (const family of families) {
    const values = family.values ?? [];
    const calls = [
      ...Object.entries(family.formatters ?? {}).map(([name, lists]) =>
        lists.map((args) => [name, `{${TWO_VALUES.has(name) ? '@, w' : '@'}|${[name, ...args].join(' ')}}`]),
      ),
      ...Object.entries(family.predicates ?? {}).map(([name, lists]) =>
        lists.map((args) => [name, `{.${[name, ...args].join(' ')}}yes{.or}no{.end}`]),
      ),
    ].flat();
    for (const [name, call] of calls) {
      for (const value of values) {
        const locale = locales[cases.length % locales.length]!;
        cases.push({
          label: `sweep #${cases.length} ${name} (${locale})`,
          template: `{.section v}${call}{.end}`,
          data: { v: value, w: SECOND_VALUE },
          options: { locale },
        });
      }
    }
  }
  return cases;
}
