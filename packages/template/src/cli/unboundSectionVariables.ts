import { TemplateError } from '../errors/TemplateError';
import { TemplateMessages } from '../errors/TemplateMessages';
import type { AlternativeNode, SourcePosition, TemplateNode } from '../tree/TemplateTree';

/** The `@`-variables one scope (a section, an element of a repeated section, the root) binds. */
interface Scope {
  bound: Map<string, SourcePosition>;
  parent: Scope | null;
  /** Set once an `{.eval}` or `{.include}` ran here: either may bind any name. */
  open: boolean;
}

const SPECIAL = new Set(['@', '@index', '@index0']);

const whereBound = (scope: Scope | null, name: string): SourcePosition | undefined => {
  for (let s = scope; s; s = s.parent) {
    const at = s.bound.get(name);
    if (at) return at;
  }
  return undefined;
};

/**
 * Sections and repeated sections over an `@`-variable bound only in an enclosing scope. As on the
 * platform, a section looks its first name up in the current scope alone (a variable tag and
 * `{.if}` look outwards), so `{.var @g groups}{.section @g.0}{.repeated section @g.0.items}`
 * renders nothing, silently. Only sure cases are reported: none after an `{.eval}` or
 * `{.include}` in the same scope, none inside a macro (its scope is the caller's).
 */
export function unboundSectionVariables(body: readonly TemplateNode[]): TemplateError[] {
  const found: TemplateError[] = [];
  const walk = (nodes: readonly TemplateNode[] | undefined, scope: Scope): void => {
    for (const node of nodes ?? []) {
      if (typeof node === 'string') continue;
      switch (node.k) {
        case 'bind':
        case 'ctx':
        case 'inject':
          scope.bound.set(node.name, node.at);
          break;
        case 'eval':
        case 'include':
          scope.open = true;
          break;
        case 'macro':
          walk(node.body, { bound: new Map(), parent: null, open: true });
          break;
        case 'section':
        case 'repeated': {
          const first = node.path[0];
          if (typeof first === 'string' && first.startsWith('@') && !SPECIAL.has(first) && !scope.open) {
            const outer = scope.bound.has(first) ? undefined : whereBound(scope.parent, first);
            if (outer) {
              const tag = `{.${node.k === 'section' ? '' : 'repeated '}section ${node.path.join('.')}}`;
              const text = TemplateMessages.sectionVariableOutOfScope(tag, first, `${outer[0]}:${outer[1]}`);
              found.push(new TemplateError('engine', text, node.at[0], node.at[1]));
            }
          }
          const inner: Scope = { bound: new Map(), parent: scope, open: false };
          walk(node.body, inner);
          if (node.k === 'repeated') {
            walk(node.between, inner);
            alternatives(node.else, scope);
          } else alternatives(node.else, inner);
          break;
        }
        case 'predicate':
        case 'if':
          // No scope of their own: what they bind is bound here (when they run).
          walk(node.body, scope);
          alternatives(node.else, scope);
          break;
      }
    }
  };
  const alternatives = (alternative: AlternativeNode | undefined, scope: Scope): void => {
    for (; alternative; alternative = alternative.else) walk(alternative.body, scope);
  };
  walk(body, { bound: new Map(), parent: null, open: false });
  return found;
}
