import { descend, isRecord } from '../../values/values';
import type { RenderContext } from '../RenderContext';

/**
 * Looks paths up the way the platform's commerce markup does: the first name in `nodes`
 * (innermost first; a key that is present stops the search even when its value is missing), then
 * in the scopes of the tag being rendered; the rest of the path downwards.
 */
export function scopedLookup(context: RenderContext, nodes: readonly unknown[]) {
  return (path: string): unknown => {
    const [first = '', ...rest] = path.split('.');
    for (const node of nodes)
      if (isRecord(node) && Object.hasOwn(node, first)) return descend(node[first], rest);
    return context.resolve(path);
  };
}
