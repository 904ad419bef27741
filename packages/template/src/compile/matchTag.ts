import type { ArgumentProblem } from '../plugins/PredicateDefinition';
import type {
  BindNode,
  ContextNode,
  DataPath,
  EvalNode,
  FormatterCall,
  IfNode,
  IncludeNode,
  InjectNode,
  MacroNode,
  PredicateNode,
  PredicateTest,
  RepeatedNode,
  SectionNode,
  SourcePosition,
  VariableNode,
} from '../tree/TemplateTree';

/** What a tag turned out to be. `null` from {@link matchTag} means: not a tag, plain text. */
export type Tag =
  | VariableNode
  | SectionNode
  | RepeatedNode
  | PredicateNode
  | IfNode
  | BindNode
  | ContextNode
  | EvalNode
  | InjectNode
  | IncludeNode
  | MacroNode
  | { k: 'end'; at: SourcePosition }
  | { k: 'or'; at: SourcePosition; predicate?: PredicateTest }
  | { k: 'alternates'; at: SourcePosition }
  | { k: 'text'; text: string };

/**
 * Checks the formatters and predicates a tag calls: returns the message to report (an unknown
 * name, arguments the plugin refuses), or `undefined`.
 */
export interface TagNames {
  checkFormatter(name: string, args: readonly string[]): string | undefined;
  checkPredicate(name: string, args: readonly string[]): string | ArgumentProblem | undefined;
}

/**
 * The first problem found in a tag that otherwise reads. A formatter problem turns the tag back
 * into text; a predicate problem is reported and the block kept, as the platform does.
 */
export interface TagProblem {
  formatter: string | undefined;
  predicate: string | ArgumentProblem | undefined;
}

const SPACE = 32;
const DOT = 46;
const PIPE = 124;
const COMMA = 44;
const AT = 64;
const DOLLAR = 36;
const QUESTION = 63;
const EQUALS = 61;

// Character classes of ASCII codes, one bit each, looked up in one table.
const LETTER = 1;
const DIGIT = 2;
const WORD = 4; // [a-zA-Z0-9_-]
const PATH = 8; // [./a-zA-Z0-9_-]: names of macros, partials and injects
const SPACES = 16; // [ \f\n\r\t\v]
const CLASSES = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  const digit = c >= 48 && c <= 57;
  const word = letter || digit || c === 95 || c === 45;
  CLASSES[c] =
    (letter ? LETTER : 0) |
    (digit ? DIGIT : 0) |
    (word ? WORD | PATH : 0) |
    (c === DOT || c === 47 ? PATH : 0) |
    (c === SPACE || (c >= 9 && c <= 13) ? SPACES : 0);
}
/** Whether character code `c` (NaN past the end) is in `bits`. */
const is = (c: number, bits: number) => c < 128 && (CLASSES[c]! & bits) !== 0;
const isSpace = (c: number) => is(c, SPACES);
const isLetter = (c: number) => is(c, LETTER);
const isDigit = (c: number) => is(c, DIGIT);
const isWordChar = (c: number) => is(c, WORD);
const isPathChar = (c: number) => is(c, PATH);

/** Fixed text the short instructions write. */
const FIXED_TEXT: Record<string, string> = {
  space: ' ',
  newline: '\n',
  tab: '\t',
  'meta-left': '{',
  'meta-right': '}',
};

/**
 * Reads the inside of one `{…}` tag (without the braces). Returns `null` when the text is not a
 * tag the language knows, so it is written out as it stands, as the platform does.
 */
export function matchTag(src: string, at: SourcePosition, names: TagNames, problem: TagProblem): Tag | null {
  return src.charCodeAt(0) === DOT
    ? matchInstruction(src, at, names, problem)
    : matchVariable(src, at, names, problem);
}

/** End index of a word (`[a-zA-Z][a-zA-Z0-9_-]*`) starting at `i`, or -1. */
function wordEnd(s: string, i: number): number {
  if (!isLetter(s.charCodeAt(i))) return -1;
  i++;
  while (i < s.length && isWordChar(s.charCodeAt(i))) i++;
  return i;
}

/** Reads a data path at `i`; returns it and its end, or null. */
export function readPath(s: string, i: number): [DataPath, number] | null {
  const path: DataPath = [];
  for (;;) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      let end = i + 1;
      while (end < s.length && isDigit(s.charCodeAt(end))) end++;
      path.push(Number.parseInt(s.slice(i, end), 10));
      i = end;
    } else if (c === AT || c === DOLLAR) {
      const end = wordEnd(s, i + 1);
      if (end < 0) {
        if (c === DOLLAR) return null;
        path.push('@');
        i++;
      } else {
        path.push(s.slice(i, end));
        i = end;
      }
    } else {
      const end = wordEnd(s, i);
      if (end < 0) return null;
      path.push(s.slice(i, end));
      i = end;
    }
    if (s.charCodeAt(i) !== DOT) return [path, i];
    i++;
  }
}

/** Reads `a, b.c , d`: paths separated by commas with optional spaces around them. */
function readPaths(s: string, i: number): [DataPath[], number] | null {
  const first = readPath(s, i);
  if (!first) return null;
  const paths = [first[0]];
  i = first[1];
  for (;;) {
    let j = i;
    while (s.charCodeAt(j) === SPACE) j++;
    if (s.charCodeAt(j) !== COMMA) return [paths, i];
    j++;
    while (s.charCodeAt(j) === SPACE) j++;
    const next = readPath(s, j);
    if (!next) return [paths, i];
    paths.push(next[0]);
    i = next[1];
  }
}

/**
 * Splits arguments: the first character after a formatter or predicate name is the delimiter
 * (`truncate 10 …`, `truncate:10:…`, `truncate/10/…` are the same call).
 */
function splitArgs(s: string, from: number, to: number): string[] {
  if (from >= to) return [];
  const delimiter = s[from]!;
  if (from + 1 >= to) return [];
  return s.slice(from + 1, to).split(delimiter);
}

/** Reads `|name args|name args` up to the end of the tag; null when malformed. */
function readCalls(s: string, i: number, names: TagNames, problem: TagProblem): FormatterCall[] | null {
  const calls: FormatterCall[] = [];
  while (i < s.length) {
    if (s.charCodeAt(i) !== PIPE) return null;
    const end = wordEnd(s, i + 1);
    if (end < 0) return null;
    const name = s.slice(i + 1, end);
    let next = s.indexOf('|', end);
    if (next < 0) next = s.length;
    const args = splitArgs(s, end, next);
    calls.push({ name, args });
    if (problem.formatter === undefined) {
      const message = names.checkFormatter(name, args);
      if (message !== undefined) problem.formatter = message;
    }
    i = next;
  }
  return calls;
}

function matchVariable(s: string, at: SourcePosition, names: TagNames, problem: TagProblem): Tag | null {
  const read = readPaths(s, 0);
  if (!read) return null;
  const calls = readCalls(s, read[1], names, problem);
  if (!calls) return null;
  return { k: 'variable', at, paths: read[0], calls };
}

/** Reads `name? args` (the predicate form of `.name?`, `.or name?` and `.if name?`). */
function readPredicate(s: string, i: number, names: TagNames, problem: TagProblem): PredicateTest | null {
  const end = wordEnd(s, i);
  if (end < 0 || s.charCodeAt(end) !== QUESTION) return null;
  const name = s.slice(i, end + 1);
  const args = splitArgs(s, end + 1, s.length);
  if (problem.predicate === undefined) {
    const message = names.checkPredicate(name, args);
    if (message !== undefined) problem.predicate = message;
  }
  return { name, args };
}

/** Index after a run of one or more whitespace characters at `i`, or -1 when there is none. */
function skipSpaces(s: string, i: number): number {
  if (!isSpace(s.charCodeAt(i))) return -1;
  do i++;
  while (isSpace(s.charCodeAt(i)));
  return i;
}

/** A whole-tag path after the keyword: `section a.b` with nothing after the path. */
function readSolePath(s: string, from: number): DataPath | null {
  const i = skipSpaces(s, from);
  if (i < 0) return null;
  const read = readPath(s, i);
  return read && read[1] === s.length ? read[0] : null;
}

/** `@name` at `i`; returns the name and its end. */
function readDefinition(s: string, i: number): [string, number] | null {
  if (s.charCodeAt(i) !== AT) return null;
  const end = wordEnd(s, i + 1);
  return end < 0 ? null : [s.slice(i, end), end];
}

function readFilePath(s: string, i: number): [string, number] | null {
  let end = i;
  while (end < s.length && isPathChar(s.charCodeAt(end))) end++;
  return end === i ? null : [s.slice(i, end), end];
}

/** `a || b && c`, spaces optional around the operators, trailing spaces allowed. */
function readCondition(s: string, i: number): [DataPath[], ('||' | '&&')[]] | null {
  const paths: DataPath[] = [];
  const ops: ('||' | '&&')[] = [];
  for (;;) {
    const read = readPath(s, i);
    if (!read) return null;
    paths.push(read[0]);
    i = read[1];
    while (isSpace(s.charCodeAt(i))) i++;
    if (i === s.length) return [paths, ops];
    const op = s.slice(i, i + 2);
    if (op !== '||' && op !== '&&') return null;
    ops.push(op);
    i += 2;
    while (isSpace(s.charCodeAt(i))) i++;
  }
}

function matchInstruction(s: string, at: SourcePosition, names: TagNames, problem: TagProblem): Tag | null {
  const keywordEnd = wordEnd(s, 1);
  if (keywordEnd < 0) return null;
  const keyword = s.slice(1, keywordEnd);
  const whole = keywordEnd === s.length;
  // `{.section?}` is a predicate named `section?`, whatever the keyword.
  switch (s.charCodeAt(keywordEnd) === QUESTION ? '' : keyword) {
    case 'end':
      return whole ? { k: 'end', at } : null;
    case 'space':
    case 'newline':
    case 'tab':
    case 'meta-left':
    case 'meta-right':
      return whole ? { k: 'text', text: FIXED_TEXT[keyword]! } : null;
    case 'or': {
      if (whole) return { k: 'or', at };
      if (s.charCodeAt(keywordEnd) !== SPACE) break;
      const predicate = readPredicate(s, keywordEnd + 1, names, problem);
      return predicate ? { k: 'or', at, predicate } : null;
    }
    case 'alternates':
      return s === '.alternates with' ? { k: 'alternates', at } : null;
    case 'section': {
      const path = readSolePath(s, keywordEnd);
      return path ? { k: 'section', at, path, body: [] } : null;
    }
    case 'repeated': {
      if (!s.startsWith(' section', keywordEnd)) return null;
      const path = readSolePath(s, keywordEnd + 8);
      return path ? { k: 'repeated', at, path, body: [] } : null;
    }
    case 'if': {
      const i = skipSpaces(s, keywordEnd);
      if (i < 0) return null;
      const predicate = readPredicate(s, i, names, problem);
      if (predicate) return { k: 'if', at, paths: [], ops: [], predicate, body: [] };
      const condition = readCondition(s, i);
      return condition ? { k: 'if', at, paths: condition[0], ops: condition[1], body: [] } : null;
    }
    case 'var': {
      if (s.charCodeAt(keywordEnd) !== SPACE) return null;
      const name = readDefinition(s, keywordEnd + 1);
      if (!name || s.charCodeAt(name[1]) !== SPACE) return null;
      const read = readPaths(s, name[1] + 1);
      if (!read) return null;
      const calls = readCalls(s, read[1], names, problem);
      return calls ? { k: 'bind', at, name: name[0], paths: read[0], calls } : null;
    }
    case 'ctx':
      return matchContext(s, keywordEnd, at);
    case 'macro': {
      if (s.charCodeAt(keywordEnd) !== SPACE) return null;
      const path = readFilePath(s, keywordEnd + 1);
      return path && path[1] === s.length ? { k: 'macro', at, name: path[0], body: [] } : null;
    }
    case 'eval': {
      const i = skipSpaces(s, keywordEnd);
      return i < 0 ? null : { k: 'eval', at, source: s.slice(i) };
    }
    case 'inject': {
      if (s.charCodeAt(keywordEnd) !== SPACE) return null;
      const name = readDefinition(s, keywordEnd + 1);
      if (!name || s.charCodeAt(name[1]) !== SPACE) return null;
      const path = readFilePath(s, name[1] + 1);
      if (!path || (path[1] < s.length && !isSpace(s.charCodeAt(path[1])))) return null;
      return { k: 'inject', at, name: name[0], path: path[0] };
    }
    case 'include': {
      let i = keywordEnd;
      if (s.charCodeAt(i) !== SPACE) return null;
      while (s.charCodeAt(i) === SPACE) i++;
      const path = readFilePath(s, i);
      if (!path || (path[1] < s.length && !isSpace(s.charCodeAt(path[1])))) return null;
      const output = s.slice(path[1]).split(/\s+/).includes('output');
      return { k: 'include', at, path: path[0], ...(output ? { output: true as const } : {}) };
    }
  }
  const predicate = readPredicate(s, 1, names, problem);
  return predicate ? { k: 'predicate', at, predicate, body: [] } : null;
}

/** `.ctx @name key=path key=path`, bindings separated by whitespace. */
function matchContext(s: string, keywordEnd: number, at: SourcePosition): Tag | null {
  if (s.charCodeAt(keywordEnd) !== SPACE) return null;
  const name = readDefinition(s, keywordEnd + 1);
  if (!name || s.charCodeAt(name[1]) !== SPACE) return null;
  const entries: [string, DataPath][] = [];
  let i = name[1] + 1;
  while (i < s.length) {
    const keyEnd = wordEnd(s, i);
    if (keyEnd < 0 || s.charCodeAt(keyEnd) !== EQUALS) return null;
    const read = readPath(s, keyEnd + 1);
    if (!read) return null;
    entries.push([s.slice(i, keyEnd), read[0]]);
    i = read[1];
    if (i < s.length) {
      const next = skipSpaces(s, i);
      if (next < 0) return null;
      i = next;
    }
  }
  return entries.length ? { k: 'ctx', at, name: name[0], entries } : null;
}
