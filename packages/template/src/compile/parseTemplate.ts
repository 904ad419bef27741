import { TemplateError } from '../errors/TemplateError';
import type { SourcePosition, TemplateTree } from '../tree/TemplateTree';
import { TemplateAssembler } from './assembleTemplate';
import { matchTag, type TagNames, type TagProblem } from './matchTag';

/** What {@link parseTemplate} returns: the tree, and every parser and assembler error. */
export interface ParseResult {
  tree: TemplateTree;
  errors: TemplateError[];
}

const HASH = 35; // #

/**
 * Reads a template into its instruction tree in one pass. A `{` starts a tag that ends at the next
 * `}`, unless another `{` comes first (then the first one is text); a tag the language does not
 * know stays text. `{# …}` and `{## … ##}` are comments. Linear in the length of the source, also
 * for hostile input.
 */
export function parseTemplate(source: string, names: TagNames): ParseResult {
  const errors: TemplateError[] = [];
  const assembler = new TemplateAssembler(errors, source);
  const length = source.length;
  // Line bookkeeping: advanced monotonically, so positions cost linear time overall.
  let line = 1;
  let lineStart = 0;
  let counted = 0;
  const positionOf = (offset: number): SourcePosition => {
    for (let nl = source.indexOf('\n', counted); nl >= 0 && nl < offset; nl = source.indexOf('\n', nl + 1)) {
      line++;
      lineStart = nl + 1;
    }
    if (offset > counted) counted = offset;
    return [line, offset - lineStart + 1];
  };

  const problem: TagProblem = { formatter: undefined, predicate: undefined };
  let textStart = 0;
  let i = 0;
  // A `{` found inside an abandoned one starts a plain tag: there `{##` is not a multi-line comment.
  let nested = false;
  // Next '{' and '}' positions, cached so the scan never re-reads the same stretch.
  let nextClose = -2;
  let nextOpen = -2;
  while (i < length) {
    // The cached '{' was searched for from at most i: it is the next one unless it lies before i.
    const open = nextOpen === -1 || nextOpen >= i ? nextOpen : source.indexOf('{', i);
    if (open < 0) break;
    const multiLine = !nested && source.charCodeAt(open + 1) === HASH && source.charCodeAt(open + 2) === HASH;
    nested = false;
    if (multiLine) {
      // {## … ##}: a multi-line comment; unterminated, it runs to the end.
      assembler.text(source.slice(textStart, open));
      const end = source.indexOf('##}', open + 3);
      i = textStart = end < 0 ? length : end + 3;
      continue;
    }
    if (nextClose < open) nextClose = source.indexOf('}', open + 1);
    if (nextClose < 0) break;
    if (nextOpen !== -1 && nextOpen <= open) nextOpen = source.indexOf('{', open + 1);
    if (nextOpen >= 0 && nextOpen < nextClose) {
      i = nextOpen;
      nested = true;
      continue;
    }
    const close = nextClose;
    if (source.charCodeAt(open + 1) === HASH) {
      assembler.text(source.slice(textStart, open));
      i = textStart = close + 1;
      continue;
    }
    const at = positionOf(open);
    problem.formatter = problem.predicate = undefined;
    const tag = close > open + 1 ? matchTag(source.slice(open + 1, close), at, names, problem) : null;
    i = close + 1;
    if (!tag) continue;
    if (problem.formatter !== undefined) {
      errors.push(new TemplateError('parser', problem.formatter, ...at));
      continue;
    }
    // Set by matchTag since the reset above, which TypeScript's narrowing does not see.
    const predicateProblem = problem.predicate as TagProblem['predicate'];
    if (typeof predicateProblem === 'string')
      errors.push(new TemplateError('parser', predicateProblem, ...at));
    else if (predicateProblem !== undefined)
      errors.push(new TemplateError('parser', predicateProblem.message, ...at, predicateProblem.hint));
    assembler.text(source.slice(textStart, open));
    textStart = i;
    assembler.tag(tag, open, close + 1);
  }
  assembler.text(source.slice(textStart));
  return { tree: { v: 1, body: assembler.finish() }, errors };
}
