import type { PredicateTable } from '../PredicateDefinition';
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut } from '../productRules';

/** The commerce predicates, on the current node as the item. */
export const COMMERCE_PREDICATES: PredicateTable = {
  /** Not digital and more than one variant. */
  'has-variants?': (_args, context) => hasVariants(context.node),
  /** A variant (or a digital product) is on sale; never a gift card. */
  'on-sale?': (_args, context) => isOnSale(context.node),
  /** No variant of a physical or service product is in stock; never digital or gift cards. */
  'sold-out?': (_args, context) => isSoldOut(context.node),
  /** The variants differ in price, on-sale flag or sale price. */
  'varied-prices?': (_args, context) => hasVariedPrices(context.node),
};
