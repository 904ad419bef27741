import { isTruthy } from '../../values/values';
import { childNumber } from '../childText';
import type { PredicateTable } from '../PredicateDefinition';

/** The social family's predicates: comments and Disqus. */
export const SOCIAL_PREDICATES: PredicateTable = {
  /**
   * Comments are on for the current item when its `commentState` is 1 or it has public comments,
   * unless the site's `websiteSettings.commentsEnabled` is false.
   */
  'comments?': (_args, context) => {
    const settings = context.resolve('websiteSettings');
    if (settings !== undefined && !isTruthy(context.resolve('websiteSettings.commentsEnabled'))) return false;
    return (
      childNumber(context.node, 'commentState') === 1 || childNumber(context.node, 'publicCommentCount') > 0
    );
  },
  /** The site has a Disqus short name (`websiteSettings.disqusShortName`). */
  'disqus?': (_args, context) => isTruthy(context.resolve('websiteSettings.disqusShortName')),
};
