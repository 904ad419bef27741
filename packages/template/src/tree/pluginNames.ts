import type { AlternativeNode, TemplateNode, TemplateTree } from './TemplateTree';

/**
 * The formatters and predicates a compiled tree calls (predicates end in `?`), its macros
 * included: what an engine must have before it renders the tree.
 */
export function pluginNames(tree: TemplateTree): Set<string> {
  const names = new Set<string>();
  const visit = (nodes: readonly TemplateNode[] | undefined): void => {
    for (const node of nodes ?? []) {
      if (typeof node === 'string') continue;
      if (node.k === 'variable' || node.k === 'bind') for (const call of node.calls) names.add(call.name);
      if ('predicate' in node && node.predicate) names.add(node.predicate.name);
      if ('body' in node) visit(node.body);
      if ('between' in node) visit(node.between);
      let alternative: AlternativeNode | undefined = 'else' in node ? node.else : undefined;
      while (alternative) {
        if (alternative.predicate) names.add(alternative.predicate.name);
        visit(alternative.body);
        alternative = alternative.else;
      }
    }
  };
  visit(tree.body);
  return names;
}
