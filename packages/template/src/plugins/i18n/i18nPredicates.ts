import { TemplateMessages } from '../../errors/TemplateMessages';
import type { PredicateTable } from '../PredicateDefinition';

/** The i18n family's predicates. */
export const I18N_PREDICATES: PredicateTable = {
  /** Registered by the platform but not implemented: reports so and is false. */
  'units-metric?': (_args, context) => {
    context.error(TemplateMessages.notImplemented('units-metric?'));
    return false;
  },
};
