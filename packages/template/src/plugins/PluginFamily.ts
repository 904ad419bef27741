import type { FormatterTable } from './FormatterDefinition';
import type { PredicateTable } from './PredicateDefinition';

/** A family's formatters and predicates as one module: what the browser entry loads lazily. */
export interface PluginFamily {
  formatters: FormatterTable;
  predicates: PredicateTable;
}
