import { compile } from '../createTemplateEngine';
import { TemplateError } from '../errors/TemplateError';
import { TemplateMessages } from '../errors/TemplateMessages';
import { EXPRESSION_FUNCTIONS } from '../expr/expressionFunctions';
import { parseExpression } from '../expr/parseExpression';
import type { TemplateNode } from '../tree/TemplateTree';
import { unboundSectionVariables } from './unboundSectionVariables';

/** Every `{.eval}` in `nodes`, however deeply nested. */
function* evals(nodes: readonly TemplateNode[] | undefined): Generator<Extract<TemplateNode, { k: 'eval' }>> {
  for (const node of nodes ?? []) {
    if (typeof node === 'string') continue;
    if (node.k === 'eval') yield node;
    if ('body' in node) yield* evals(node.body);
    if ('between' in node) yield* evals(node.between);
    let alternative = 'else' in node ? node.else : undefined;
    for (; alternative; alternative = alternative.else) yield* evals(alternative.body);
  }
}

/**
 * Every error a template has before any data meets it, in source order: the compile errors plus
 * the syntax errors of its `{.eval}` expressions, which the platform only reports when the
 * expression runs but an author wants to see before publishing, and the sections over a variable
 * that only an enclosing scope binds, which the platform renders as nothing without a word.
 */
export function checkTemplate(source: string): TemplateError[] {
  const { tree, errors } = compile(source);
  const found = [...errors];
  const isFunction = (name: string) => Object.hasOwn(EXPRESSION_FUNCTIONS, name);
  for (const node of evals(tree.body)) {
    const parsed = parseExpression(node.source, isFunction);
    for (const message of [parsed.lexicalError, ...parsed.errors]) {
      if (message === undefined) continue;
      const text = TemplateMessages.expressionParse(node.source, message);
      found.push(new TemplateError('engine', text, node.at[0], node.at[1]));
    }
  }
  found.push(...unboundSectionVariables(tree.body));
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}
