/**
 * What the generated differential cases feed one family of plugins: argument lists to call each
 * formatter and predicate with, and data values the family reads (money objects, image nodes…),
 * which the generator mixes into its random JSON. A plugin without samples is still called,
 * without arguments.
 */
export interface PluginSamples {
  formatters?: Record<string, string[][]>;
  predicates?: Record<string, string[][]>;
  /** Values placed at random paths of the generated data. */
  values?: unknown[];
}
